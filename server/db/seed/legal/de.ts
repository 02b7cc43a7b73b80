import type { GroupTexts, LegalKey } from '../types'

export const de: GroupTexts<LegalKey> = {
  'user-agreement': {
    title: 'Nutzungsvereinbarung',
    body: `<p>Tern ist quelloffene Trading-Software, die jeder auf seinem eigenen Server betreiben kann. Mit der Erstellung eines
Kontos auf dieser Installation stimmen Sie diesen Bedingungen gegenüber ihrem Betreiber zu, also der Person oder
Organisation, die diesen Server betreibt.</p>
<p>Sie sind dafür verantwortlich, Ihr Passwort sicher aufzubewahren, und für alles, was mit Ihrem Konto geschieht.
Informieren Sie den Betreiber sofort, wenn Sie glauben, dass jemand anderes es benutzt hat. Jede Person sollte nur ein
Konto haben.</p>
<p>Jeder Handel wird durch erfasste Marktkurse und die veröffentlichten Regeln des jeweiligen Produkts entschieden.
Weder der Betreiber noch irgendeine Einstellung kann das Ergebnis einer einzelnen Order ändern. Jede Abrechnung
speichert den Kurs und den Zeitpunkt, die sie entschieden haben, und Sie können beides in Ihrem Verlauf einsehen.</p>
<p>Läuft diese Installation im Demo-Modus, sind die Guthaben Demo-Mittel ohne Geldwert; sie können nicht auf ein
echtes Bankkonto oder eine echte Wallet ausgezahlt werden.</p>
<p>Der Betreiber kann Konten sperren, die für Missbrauch, Betrug oder Angriffe auf den Dienst genutzt werden. Die
Software wird „wie besehen“ bereitgestellt, ohne jegliche Gewährleistung.</p>`,
  },
  'risk-disclosure': {
    title: 'Risikohinweis',
    body: `<p>Der Handel mit Zeit-Orders, gehebelten Kontrakten und Krypto-Assets ist mit einem hohen Risiko verbunden. Kurse
können sich schnell und zu Ihren Ungunsten bewegen, und Sie können den gesamten Betrag verlieren, den Sie in eine
Order einsetzen.</p>
<p><strong>Zeit-Orders.</strong> Eine Zeit-Order gewinnt, wenn der Kurs bei Ablauf über (steigend) oder unter
(fallend) dem Einstiegskurs liegt, andernfalls verliert sie ihren Einsatz. Bei unverändertem Kurs wird der Einsatz
zurückgegeben. Frühere Ergebnisse sagen nichts über die nächste Order aus.</p>
<p><strong>Gehebelte Kontrakte.</strong> Der Hebel vervielfacht Gewinne und Verluste. Eine Position wird automatisch
geschlossen, wenn ihre Margin die Erhaltungsanforderung nicht mehr deckt; Ihr Verlust übersteigt nie die Margin dieser
Position.</p>
<p><strong>Gebühren.</strong> Die Gebühr, die vor der Bestätigung einer Order angezeigt wird, ist die berechnete
Gebühr.</p>
<p>Handeln Sie nur mit Geld, dessen Verlust Sie sich leisten können. Wenn Sie unsicher sind, ob Trading zu Ihnen
passt, holen Sie unabhängigen Rat ein.</p>`,
  },
  'withdrawal-agreement': {
    title: 'Auszahlungsvereinbarung',
    body: `<p>Wenn Sie eine Auszahlung beantragen, wird der Betrag zuzüglich der Auszahlungsgebühr auf Ihrem Konto eingefroren,
bis der Betreiber dieser Installation den Antrag prüft.</p>
<p>Wird der Antrag genehmigt, wird der Betrag an die von Ihnen gewählte Bankkarte oder Adresse ausgezahlt. Wird er
abgelehnt, werden der eingefrorene Betrag und die Gebühr vollständig Ihrem verfügbaren Guthaben gutgeschrieben,
zusammen mit dem Grund der Ablehnung.</p>
<p>Prüfen Sie Adresse und Netzwerk sorgfältig. Eine Überweisung an eine falsche Adresse oder in ein falsches Netzwerk
kann in der Regel nicht rückgängig gemacht werden. Beträge unter dem veröffentlichten Mindestbetrag werden nicht
ausgezahlt.</p>
<p>Im Demo-Modus sind Auszahlungen simuliert: Die Genehmigung einer Auszahlung bewegt nur Demo-Mittel, und es erfolgt
keine echte Zahlung.</p>`,
  },
}
