import type { GroupTexts, HelpKey } from '../types'

export const de: GroupTexts<HelpKey> = {
  'help-getting-started': {
    title: 'Erste Schritte',
    body: `<p>Erstellen Sie ein Konto mit Ihrer E-Mail-Adresse oder Telefonnummer und einem Passwort mit mindestens sechs
Zeichen. Im Demo-Modus erhält jedes neue Konto Demo-USDT, sodass Sie jede Funktion sofort ausprobieren können.</p>
<p>Der Startbildschirm zeigt die Märkte; tippen Sie auf ein Produkt, um sein Chart zu öffnen. Von dort aus können Sie
eine Zeit-Order platzieren, einen Kontrakt eröffnen oder BTC und ETH am Spotmarkt handeln.</p>
<p>Fügen Sie Tern über das Menü Ihres Browsers zum Startbildschirm hinzu. Die App öffnet sich dann im Vollbild und
funktioniert offline mit Ihren zuletzt geladenen Daten weiter.</p>`,
  },
  'help-timed-orders': {
    title: 'So funktionieren Zeit-Orders',
    body: `<p>Wählen Sie steigend oder fallend, eine Laufzeit (ab 30 Sekunden) und einen Einsatz. Der Einstiegskurs ist der
zuletzt erfasste Kurs beim Platzieren der Order; der Abrechnungskurs ist der zuletzt erfasste Kurs zum oder vor dem
Ablaufzeitpunkt.</p>
<p>Liegen Sie richtig, erhalten Sie Ihren Einsatz zurück plus den Ertrag zur veröffentlichten Auszahlungsquote für
diese Laufzeit. Liegen Sie falsch, ist der Einsatz verloren. Ist der Kurs genau gleich, wird der Einsatz
zurückerstattet.</p>
<p>Beide Kurse und ihre Zeitpunkte werden mit der Order gespeichert und in Ihrem Verlauf angezeigt.</p>`,
  },
  'help-contracts': {
    title: 'Kontrakte, Margin und Hebel',
    body: `<p>Eine Kontraktposition verwendet eine Margin in USDT, multipliziert mit dem von Ihnen gewählten Hebel (25x bis
100x). Gewinn und Verlust ergeben sich aus der Kursdifferenz zwischen Ein- und Ausstieg mal der Positionsgröße.</p>
<p>Sie können einen Take-Profit- und einen Stop-Loss-Kurs festlegen. Eine Limit-Order wartet, bis der Markt Ihren Kurs
erreicht; bis dahin können Sie sie stornieren und erhalten Margin und Gebühr zurück.</p>
<p>Nähert sich der Verlust einer Position ihrer Margin, wird sie automatisch geschlossen. Sie verlieren nie mehr als
die Margin.</p>`,
  },
  'help-deposits-withdrawals': {
    title: 'Einzahlungen und Auszahlungen',
    body: `<p>Wählen Sie für eine Einzahlung eine Währung und ein Netzwerk, senden Sie den Betrag an die angezeigte Adresse und
laden Sie einen Screenshot der Zahlung hoch. Der Betreiber schreibt den Betrag Ihrem Konto nach der Prüfung gut.</p>
<p>Für eine Auszahlung fügen Sie zuerst eine Bankkarte oder eine Krypto-Adresse hinzu und geben dann den Betrag ein.
Betrag und Gebühr werden eingefroren, bis der Antrag geprüft ist; ein abgelehnter Antrag wird vollständig
zurückerstattet.</p>`,
  },
}
