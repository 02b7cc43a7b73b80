// Server messages: French.
import type { Catalog } from '../keys'
import { trading } from '../trading/fr'
import { wallet } from '../wallet/fr'

export const fr: Catalog = {
  bad_request: "La requête n'a pas pu être lue.",
  validation: 'Certains champs sont manquants ou invalides.',
  not_found: "L'élément demandé est introuvable.",
  phone_invalid: 'Veuillez saisir un numéro de téléphone valide.',
  email_invalid: 'Veuillez saisir une adresse e-mail valide.',
  password_too_short: 'Le mot de passe doit comporter au moins 6 caractères.',
  account_exists: 'Un compte existe déjà avec ce téléphone ou cet e-mail.',
  login_failed: 'Compte ou mot de passe incorrect.',
  too_many_attempts: 'Trop de tentatives échouées. Réessayez dans 15 minutes.',
  rate_limited: 'Trop de requêtes. Patientez un instant puis réessayez.',
  insufficient_balance: 'Solde insuffisant.',
  internal: "Une erreur s'est produite de notre côté. Veuillez réessayer.",
  ok: 'Succès',
  registered: 'Compte créé',
  logged_in: 'Connexion réussie',
  logged_out: 'Déconnexion réussie',
  watchlist_saved: 'Liste de suivi mise à jour',
  product_not_found: 'Ce produit n’existe pas.',
  interval_invalid: 'Intervalle de graphique non pris en charge. Utilisez 1m, 5m, 15m, 30m, 1h ou 1d.',
  watchlist_unknown_product: 'La liste de suivi ne peut contenir que des produits existants.',
  ...wallet,
  ...trading,
}
