// Server messages: Spanish.
import type { Catalog } from '../keys'
import { trading } from '../trading/es'
import { wallet } from '../wallet/es'

export const es: Catalog = {
  bad_request: 'No se pudo leer la solicitud.',
  validation: 'Faltan campos o algunos no son válidos.',
  not_found: 'No se encontró el elemento solicitado.',
  phone_invalid: 'Introduce un número de teléfono válido.',
  email_invalid: 'Introduce una dirección de correo electrónico válida.',
  password_too_short: 'La contraseña debe tener al menos 6 caracteres.',
  account_exists: 'Ya existe una cuenta con este teléfono o correo electrónico.',
  login_failed: 'Cuenta o contraseña incorrecta.',
  too_many_attempts: 'Demasiados intentos fallidos. Vuelve a intentarlo dentro de 15 minutos.',
  rate_limited: 'Demasiadas solicitudes. Espera un momento e inténtalo de nuevo.',
  insufficient_balance: 'Saldo insuficiente.',
  internal: 'Algo salió mal por nuestra parte. Inténtalo de nuevo.',
  ok: 'Correcto',
  registered: 'Cuenta creada',
  logged_in: 'Sesión iniciada',
  logged_out: 'Sesión cerrada',
  watchlist_saved: 'Lista de seguimiento actualizada',
  product_not_found: 'Este producto no existe.',
  interval_invalid: 'Intervalo de gráfico no admitido. Usa 1m, 5m, 15m, 30m, 1h o 1d.',
  watchlist_unknown_product: 'La lista de seguimiento solo puede contener productos existentes.',
  ...wallet,
  ...trading,
}
