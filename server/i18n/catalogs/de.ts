// Server messages: German.
import type { Catalog } from '../keys'
import { trading } from '../trading/de'
import { wallet } from '../wallet/de'

export const de: Catalog = {
  bad_request: 'Die Anfrage konnte nicht gelesen werden.',
  validation: 'Einige Felder fehlen oder sind ungültig.',
  not_found: 'Der angeforderte Eintrag wurde nicht gefunden.',
  phone_invalid: 'Bitte gib eine gültige Telefonnummer ein.',
  email_invalid: 'Bitte gib eine gültige E-Mail-Adresse ein.',
  password_too_short: 'Das Passwort muss mindestens 6 Zeichen lang sein.',
  account_exists: 'Für diese Telefonnummer oder E-Mail-Adresse gibt es bereits ein Konto.',
  login_failed: 'Konto oder Passwort ist falsch.',
  too_many_attempts: 'Zu viele Fehlversuche. Bitte versuche es in 15 Minuten erneut.',
  rate_limited: 'Zu viele Anfragen. Bitte warte kurz und versuche es dann erneut.',
  insufficient_balance: 'Guthaben reicht nicht aus.',
  internal: 'Bei uns ist ein Fehler aufgetreten. Bitte versuche es erneut.',
  ok: 'Erfolgreich',
  registered: 'Konto erstellt',
  logged_in: 'Angemeldet',
  logged_out: 'Abgemeldet',
  watchlist_saved: 'Beobachtungsliste aktualisiert',
  product_not_found: 'Dieses Produkt existiert nicht.',
  interval_invalid: 'Nicht unterstütztes Chart-Intervall. Verwenden Sie 1m, 5m, 15m, 30m, 1h oder 1d.',
  watchlist_unknown_product: 'Die Beobachtungsliste kann nur vorhandene Produkte enthalten.',
  ...wallet,
  ...trading,
}
