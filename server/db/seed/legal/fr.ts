import type { GroupTexts, LegalKey } from '../types'

export const fr: GroupTexts<LegalKey> = {
  'user-agreement': {
    title: 'Conditions d’utilisation',
    body: `<p>Tern est un logiciel de trading open source que chacun peut faire tourner sur son propre serveur. En créant un
compte sur cette installation, vous acceptez les présentes conditions avec son opérateur, la personne ou
l’organisation qui exploite ce serveur.</p>
<p>Vous êtes responsable de la sécurité de votre mot de passe et de tout ce qui est fait avec votre compte. Prévenez
immédiatement l’opérateur si vous pensez que quelqu’un d’autre l’a utilisé. Une personne ne doit détenir qu’un seul
compte.</p>
<p>Chaque transaction est décidée par les prix de marché enregistrés et les règles publiées de chaque produit. Ni
l’opérateur ni aucun réglage ne peut modifier le résultat d’un ordre individuel. Chaque règlement enregistre le prix
et l’heure qui l’ont décidé, et vous pouvez les consulter dans votre historique.</p>
<p>Lorsque cette installation fonctionne en mode démo, les soldes sont des fonds de démonstration sans valeur
monétaire ; ils ne peuvent pas être retirés vers un compte bancaire ou un portefeuille réels.</p>
<p>L’opérateur peut suspendre les comptes utilisés à des fins d’abus, de fraude ou d’attaque contre le service. Le
logiciel est fourni « en l’état », sans garantie d’aucune sorte.</p>`,
  },
  'risk-disclosure': {
    title: 'Avertissement sur les risques',
    body: `<p>Le trading d’ordres à durée, de contrats à effet de levier et de crypto-actifs comporte un niveau de risque élevé.
Les prix peuvent évoluer rapidement et en votre défaveur, et vous pouvez perdre la totalité du montant engagé dans un
ordre.</p>
<p><strong>Ordres à durée.</strong> Un ordre à durée est gagnant si le prix à l’échéance est supérieur (hausse) ou
inférieur (baisse) au prix d’entrée ; sinon, sa mise est perdue. Un prix inchangé rend la mise. Les résultats passés
ne disent rien de l’ordre suivant.</p>
<p><strong>Contrats à effet de levier.</strong> L’effet de levier multiplie les gains comme les pertes. Une position
est fermée automatiquement lorsque sa marge ne couvre plus l’exigence de maintien ; votre perte ne dépasse jamais la
marge de cette position.</p>
<p><strong>Frais.</strong> Les frais affichés avant que vous ne confirmiez un ordre sont les frais facturés.</p>
<p>Ne tradez qu’avec de l’argent que vous pouvez vous permettre de perdre. Si vous n’êtes pas sûr que le trading vous
convienne, demandez un conseil indépendant.</p>`,
  },
  'withdrawal-agreement': {
    title: 'Conditions de retrait',
    body: `<p>Lorsque vous demandez un retrait, le montant augmenté des frais de retrait est bloqué sur votre compte jusqu’à ce
que l’opérateur de cette installation examine la demande.</p>
<p>Si la demande est approuvée, le montant est versé sur la carte bancaire ou à l’adresse que vous avez choisie. Si
elle est refusée, le montant bloqué et les frais sont intégralement restitués sur votre solde disponible, avec le
motif du refus.</p>
<p>Vérifiez soigneusement l’adresse et le réseau. Un transfert vers une mauvaise adresse ou un mauvais réseau ne peut
généralement pas être annulé. Les montants inférieurs au minimum publié ne sont pas versés.</p>
<p>En mode démo, les retraits sont simulés : en approuver un ne déplace que des fonds de démonstration et aucun
paiement réel n’est effectué.</p>`,
  },
}
