import type { GroupTexts, InfoKey } from '../types'

export const es: GroupTexts<InfoKey> = {
  'notice-welcome': {
    title: 'Te damos la bienvenida a Tern',
    body: `<p>¡Bienvenido! Esta instalación de Tern está lista para usarse. Si funciona en modo demo, tu cuenta empieza con USDT
de demostración: opera con libertad, aquí nada es dinero real.</p>
<p>¿Tienes preguntas? Abre Ayuda desde el menú o lee el aviso de riesgos antes de tu primera orden por tiempo o con
apalancamiento.</p>`,
  },
  'notice-fair-play': {
    title: 'Cómo se deciden los resultados',
    body: `<p>Cada liquidación en Tern sigue el precio de mercado registrado y las reglas publicadas, nada más. Ningún ajuste del
operador puede decidir ni cambiar el resultado de tu orden.</p>
<p>Cada orden liquidada conserva el tick de precio (hora y precio) que la decidió, y puedes comprobarlo en tu
historial.</p>`,
  },
  'about-tern': {
    title: 'Acerca de Tern',
    body: `<p>Tern es una aplicación de trading de código abierto y autoalojada: una aplicación web pensada para el móvil que
puedes instalar en tu teléfono, junto con el servidor que la ejecuta. Incluye mercados, órdenes por tiempo, contratos,
trading al contado, staking y ahorro.</p>
<p>Cualquiera puede ejecutar su propia copia. Los resultados siguen los precios registrados y las reglas publicadas;
cada cambio de saldo es un asiento contable con su motivo y los saldos se calculan a partir de esos asientos.</p>`,
  },
  'about-open-source': {
    title: 'Código abierto y autoalojamiento',
    body: `<p>El código fuente completo de Tern, tanto de la aplicación como del servidor, es público. Puedes leer cómo se
calcula cada precio, comisión y liquidación, y puedes ejecutarlo tú mismo con un solo comando.</p>
<p>De forma predeterminada, Tern guarda sus datos en un archivo SQLite local y genera precios de mercado simulados,
por lo que funciona en una sola máquina sin ninguna otra configuración. Los operadores pueden conectar PostgreSQL y
una fuente de datos de mercado real.</p>`,
  },
}
