import type { GroupTexts, LegalKey } from '../types'

export const es: GroupTexts<LegalKey> = {
  'user-agreement': {
    title: 'Acuerdo de usuario',
    body: `<p>Tern es un software de trading de código abierto que cualquiera puede ejecutar en su propio servidor. Al crear una
cuenta en esta instalación, aceptas estas condiciones con su operador, la persona u organización que ejecuta este
servidor.</p>
<p>Eres responsable de mantener segura tu contraseña y de todo lo que se haga con tu cuenta. Avisa al operador de
inmediato si crees que otra persona la ha usado. Cada persona debe tener una sola cuenta.</p>
<p>Cada operación se decide por los precios de mercado registrados y las reglas publicadas de cada producto. Ni el
operador ni ningún ajuste pueden cambiar el resultado de una orden concreta. Cada liquidación guarda el precio y la
hora que la decidieron, y puedes verlos en tu historial.</p>
<p>Cuando esta instalación funciona en modo demo, los saldos son fondos de demostración sin valor monetario; no se
pueden retirar a una cuenta bancaria ni a un monedero reales.</p>
<p>El operador puede suspender las cuentas utilizadas para abusos, fraudes o ataques contra el servicio. El software
se proporciona "tal cual", sin garantía de ningún tipo.</p>`,
  },
  'risk-disclosure': {
    title: 'Aviso de riesgos',
    body: `<p>Operar con órdenes por tiempo, contratos apalancados y criptoactivos conlleva un nivel de riesgo elevado. Los
precios pueden moverse rápidamente y en tu contra, y puedes perder todo el importe que destines a una orden.</p>
<p><strong>Órdenes por tiempo.</strong> Una orden por tiempo gana si el precio al vencimiento está por encima (al
alza) o por debajo (a la baja) del precio de entrada, y en caso contrario pierde su importe. Si el precio no cambia,
se devuelve el importe. Los resultados pasados no dicen nada sobre la siguiente orden.</p>
<p><strong>Contratos apalancados.</strong> El apalancamiento multiplica las ganancias y las pérdidas. Una posición se
cierra automáticamente cuando su margen ya no cubre el requisito de mantenimiento; tu pérdida nunca supera el margen
de esa posición.</p>
<p><strong>Comisiones.</strong> La comisión que se muestra antes de confirmar una orden es la comisión que se
cobra.</p>
<p>Opera solo con dinero que puedas permitirte perder. Si no estás seguro de que el trading sea adecuado para ti,
busca asesoramiento independiente.</p>`,
  },
  'withdrawal-agreement': {
    title: 'Acuerdo de retiro',
    body: `<p>Cuando solicitas un retiro, el importe más la comisión de retiro quedan congelados en tu cuenta hasta que el
operador de esta instalación revisa la solicitud.</p>
<p>Si la solicitud se aprueba, el importe se paga a la tarjeta bancaria o dirección que hayas seleccionado. Si se
rechaza, el importe congelado y la comisión se devuelven íntegramente a tu saldo disponible, junto con el motivo del
rechazo.</p>
<p>Comprueba con cuidado la dirección y la red. Una transferencia a una dirección o red equivocada normalmente no se
puede revertir. Los importes inferiores al mínimo publicado no se pagan.</p>
<p>En modo demo, los retiros son simulados: aprobar uno solo mueve fondos de demostración y no se realiza ningún pago
real.</p>`,
  },
}
