// Server messages: Japanese.
import type { Catalog } from '../keys'
import { trading } from '../trading/jp'
import { wallet } from '../wallet/jp'

export const jp: Catalog = {
  bad_request: 'リクエストを読み取れませんでした。',
  validation: '未入力または正しくない項目があります。',
  not_found: 'お探しの項目が見つかりません。',
  phone_invalid: '有効な電話番号を入力してください。',
  email_invalid: '有効なメールアドレスを入力してください。',
  password_too_short: 'パスワードは6文字以上で入力してください。',
  account_exists: 'この電話番号またはメールアドレスのアカウントは既に存在します。',
  login_failed: 'アカウントまたはパスワードが正しくありません。',
  too_many_attempts: '失敗が多すぎます。15分後にもう一度お試しください。',
  rate_limited: 'リクエストが多すぎます。しばらくしてからもう一度お試しください。',
  insufficient_balance: '残高が不足しています。',
  internal: 'エラーが発生しました。もう一度お試しください。',
  ok: '成功しました',
  registered: 'アカウントを作成しました',
  logged_in: 'ログインしました',
  logged_out: 'ログアウトしました',
  watchlist_saved: 'ウォッチリストを更新しました',
  product_not_found: 'この銘柄は存在しません。',
  interval_invalid: '対応していないチャート間隔です。1m、5m、15m、30m、1h、1d のいずれかを指定してください。',
  watchlist_unknown_product: 'ウォッチリストには存在する銘柄のみ追加できます。',
  ...wallet,
  ...trading,
}
