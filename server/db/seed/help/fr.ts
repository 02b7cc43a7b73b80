import type { GroupTexts, HelpKey } from '../types'

export const fr: GroupTexts<HelpKey> = {
  'help-getting-started': {
    title: 'Bien démarrer',
    body: `<p>Créez un compte avec votre adresse e-mail ou votre numéro de téléphone et un mot de passe d’au moins six
caractères. En mode démo, chaque nouveau compte reçoit des USDT de démonstration pour que vous puissiez essayer toutes
les fonctions tout de suite.</p>
<p>L’écran d’accueil présente les marchés ; touchez un produit pour ouvrir son graphique. De là, vous pouvez passer un
ordre à durée, ouvrir un contrat ou échanger du BTC et de l’ETH sur le marché spot.</p>
<p>Ajoutez Tern à votre écran d’accueil depuis le menu de votre navigateur. L’application s’ouvre alors en plein écran
et continue de fonctionner avec vos dernières données lorsque vous êtes hors ligne.</p>`,
  },
  'help-timed-orders': {
    title: 'Fonctionnement des ordres à durée',
    body: `<p>Choisissez hausse ou baisse, une durée (à partir de 30 secondes) et une mise. Le prix d’entrée est le dernier prix
enregistré au moment où vous passez l’ordre ; le prix de règlement est le dernier prix enregistré à l’échéance ou
avant celle-ci.</p>
<p>Si vous avez raison, vous récupérez votre mise ainsi que le gain au taux publié pour cette durée. Si vous avez
tort, la mise est perdue. Si le prix est exactement le même, la mise vous est rendue.</p>
<p>Les deux prix et leurs horodatages sont enregistrés avec l’ordre et affichés dans votre historique.</p>`,
  },
  'help-contracts': {
    title: 'Contrats, marge et effet de levier',
    body: `<p>Une position sur contrat utilise une marge en USDT multipliée par l’effet de levier que vous choisissez (de 25x à
100x). Les gains et les pertes suivent l’écart de prix entre l’entrée et la sortie, multiplié par la taille de la
position.</p>
<p>Vous pouvez fixer un prix de prise de bénéfices (take-profit) et un prix de stop-loss. Un ordre à cours limité
attend que le marché atteigne votre prix ; d’ici là, vous pouvez l’annuler et récupérer la marge et les frais.</p>
<p>Si la perte d’une position approche de sa marge, la position est fermée automatiquement. Vous ne perdez jamais plus
que la marge.</p>`,
  },
  'help-deposits-withdrawals': {
    title: 'Dépôts et retraits',
    body: `<p>Pour déposer, choisissez une devise et un réseau, envoyez le montant à l’adresse indiquée et joignez une capture
d’écran du paiement. L’opérateur crédite votre compte après vérification.</p>
<p>Pour retirer, ajoutez d’abord une carte bancaire ou une adresse crypto, puis saisissez le montant. Le montant et
les frais sont bloqués jusqu’à l’examen de la demande ; une demande refusée est intégralement restituée.</p>`,
  },
}
