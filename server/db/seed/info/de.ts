import type { GroupTexts, InfoKey } from '../types'

export const de: GroupTexts<InfoKey> = {
  'notice-welcome': {
    title: 'Willkommen bei Tern',
    body: `<p>Willkommen! Diese Tern-Installation ist einsatzbereit. Läuft sie im Demo-Modus, startet Ihr Konto mit Demo-USDT:
Handeln Sie nach Belieben, nichts davon ist echtes Geld.</p>
<p>Fragen? Öffnen Sie die Hilfe im Menü oder lesen Sie den Risikohinweis vor Ihrer ersten Zeit-Order oder gehebelten
Order.</p>`,
  },
  'notice-fair-play': {
    title: 'Wie Ergebnisse entschieden werden',
    body: `<p>Jede Abrechnung bei Tern folgt dem erfassten Marktkurs und den veröffentlichten Regeln, sonst nichts. Keine
Einstellung des Betreibers kann das Ergebnis Ihrer Order bestimmen oder ändern.</p>
<p>Jede abgerechnete Order bewahrt den Kurs-Tick (Zeit und Kurs), der sie entschieden hat, und Sie können ihn in Ihrem
Verlauf prüfen.</p>`,
  },
  'about-tern': {
    title: 'Über Tern',
    body: `<p>Tern ist eine quelloffene, selbst gehostete Trading-App: eine Web-App für das Smartphone, die Sie auf Ihrem Telefon
installieren können, zusammen mit dem Server, der sie betreibt. Sie bietet Märkte, Zeit-Orders, Kontrakte,
Spot-Handel, Staking und Sparen.</p>
<p>Jeder kann eine eigene Kopie betreiben. Ergebnisse folgen erfassten Kursen und veröffentlichten Regeln, jede
Saldoänderung ist eine Buchung mit Grund, und die Salden werden aus diesen Buchungen berechnet.</p>`,
  },
  'about-open-source': {
    title: 'Open Source und Selbst-Hosting',
    body: `<p>Der vollständige Quellcode von Tern, von App und Server, ist öffentlich. Sie können nachlesen, wie jeder Kurs, jede
Gebühr und jede Abrechnung berechnet wird, und Sie können Tern mit einem einzigen Befehl selbst betreiben.</p>
<p>Standardmäßig speichert Tern seine Daten in einer lokalen SQLite-Datei und erzeugt simulierte Marktkurse, sodass es
ohne weitere Einrichtung auf einem Rechner läuft. Betreiber können PostgreSQL und einen echten Marktdaten-Feed
anbinden.</p>`,
  },
}
