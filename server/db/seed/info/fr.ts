import type { GroupTexts, InfoKey } from '../types'

export const fr: GroupTexts<InfoKey> = {
  'notice-welcome': {
    title: 'Bienvenue sur Tern',
    body: `<p>Bienvenue ! Cette installation de Tern est prête à l’emploi. Si elle fonctionne en mode démo, votre compte commence
avec des USDT de démonstration : tradez librement, rien ici n’est de l’argent réel.</p>
<p>Des questions ? Ouvrez l’Aide depuis le menu, ou lisez l’avertissement sur les risques avant votre premier ordre à
durée ou à effet de levier.</p>`,
  },
  'notice-fair-play': {
    title: 'Comment les résultats sont décidés',
    body: `<p>Chaque règlement sur Tern suit le prix de marché enregistré et les règles publiées, rien d’autre. Aucun réglage de
l’opérateur ne peut décider ni modifier le résultat de votre ordre.</p>
<p>Chaque ordre réglé conserve le tick de prix (heure et prix) qui l’a décidé, et vous pouvez le vérifier dans votre
historique.</p>`,
  },
  'about-tern': {
    title: 'À propos de Tern',
    body: `<p>Tern est une application de trading open source et auto-hébergée : une application web pensée d’abord pour le
mobile, que vous pouvez installer sur votre téléphone, accompagnée du serveur qui la fait tourner. Elle propose les
marchés, les ordres à durée, les contrats, le trading au comptant, le staking et l’épargne.</p>
<p>Chacun peut faire tourner sa propre copie. Les résultats suivent les prix enregistrés et les règles publiées,
chaque variation de solde est une écriture comptable accompagnée de son motif, et les soldes sont calculés à partir de
ces écritures.</p>`,
  },
  'about-open-source': {
    title: 'Open source et auto-hébergement',
    body: `<p>L’intégralité du code source de Tern, l’application comme le serveur, est publique. Vous pouvez lire comment chaque
prix, chaque frais et chaque règlement est calculé, et vous pouvez le faire tourner vous-même avec une seule
commande.</p>
<p>Par défaut, Tern stocke ses données dans un fichier SQLite local et génère des prix de marché simulés ; il
fonctionne donc sur une seule machine sans aucune autre configuration. Les opérateurs peuvent connecter PostgreSQL et
un flux de marché réel.</p>`,
  },
}
