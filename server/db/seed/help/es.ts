import type { GroupTexts, HelpKey } from '../types'

export const es: GroupTexts<HelpKey> = {
  'help-getting-started': {
    title: 'Primeros pasos',
    body: `<p>Crea una cuenta con tu correo electrónico o número de teléfono y una contraseña de al menos seis caracteres. En el
modo demo, cada cuenta nueva recibe USDT de demostración para que puedas probar todas las funciones de inmediato.</p>
<p>La pantalla de inicio muestra los mercados; toca un producto para abrir su gráfico. Desde ahí puedes colocar una
orden por tiempo, abrir un contrato u operar BTC y ETH en el mercado spot.</p>
<p>Añade Tern a tu pantalla de inicio desde el menú del navegador. La aplicación se abrirá entonces a pantalla
completa y seguirá funcionando con tus últimos datos cuando no tengas conexión.</p>`,
  },
  'help-timed-orders': {
    title: 'Cómo funcionan las órdenes por tiempo',
    body: `<p>Elige al alza o a la baja, una duración (desde 30 segundos) y un importe. El precio de entrada es el último precio
registrado cuando colocas la orden; el precio de liquidación es el último precio registrado en el vencimiento o antes
de él.</p>
<p>Si aciertas, recuperas tu importe más la ganancia según la tasa de pago publicada para esa duración. Si fallas,
pierdes el importe. Si el precio es exactamente el mismo, se te devuelve el importe.</p>
<p>Ambos precios y sus horas se guardan con la orden y se muestran en tu historial.</p>`,
  },
  'help-contracts': {
    title: 'Contratos, margen y apalancamiento',
    body: `<p>Una posición de contrato usa un margen en USDT multiplicado por el apalancamiento que elijas (de 25x a 100x). Las
ganancias y pérdidas siguen la diferencia de precio entre la entrada y la salida multiplicada por el tamaño de la
posición.</p>
<p>Puedes fijar un precio de toma de ganancias (take-profit) y uno de stop-loss. Una orden límite espera hasta que el
mercado alcanza tu precio; antes de eso puedes cancelarla y recuperar el margen y la comisión.</p>
<p>Si la pérdida de una posición se acerca a su margen, se cierra automáticamente. Nunca pierdes más que el
margen.</p>`,
  },
  'help-deposits-withdrawals': {
    title: 'Depósitos y retiros',
    body: `<p>Para depositar, elige una moneda y una red, envía el importe a la dirección que se muestra y sube una captura de
pantalla del pago. El operador abona el importe en tu cuenta después de comprobarlo.</p>
<p>Para retirar, primero añade una tarjeta bancaria o una dirección cripto y luego introduce el importe. El importe y
la comisión quedan congelados hasta que se revisa la solicitud; una solicitud rechazada se devuelve íntegramente.</p>`,
  },
}
