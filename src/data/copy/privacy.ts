import type { Localized } from '../../i18n/locales';
import { privacyNoticeVersion } from '../privacyNotice';

export { privacyNoticeVersion };

/**
 * One block of a legal page: a paragraph or a bulleted list. Placeholders in
 * braces are filled by the page: {legalName}, {address}, {vat}, {email} (a
 * link), {regionName}, {region}, {garante} (a link).
 */
export type LegalBlock = { readonly p: Localized } | { readonly list: readonly Localized[] };

export interface LegalSection {
  /** The heading's anchor. */
  readonly id: string;
  readonly title: Localized;
  readonly blocks: readonly LegalBlock[];
}

/** The privacy notice (GDPR art. 13) at /privacy/. Change `privacyNoticeVersion` when its content changes. */
export const privacyPage = {
  title: { en: 'Privacy notice', it: 'Informativa sulla privacy' },
  description: {
    en: 'Who handles the personal data of Libeccio’s charter request form and newsletter, why, for how long, and how to use your rights. No cookies, no tracking.',
    it: 'Chi tratta i dati personali del modulo di richiesta di noleggio e della newsletter di Libeccio, perché, per quanto tempo e come esercitare i vostri diritti. Nessun cookie, nessun tracciamento.',
  },
  lead: {
    en: 'What we do with the details you give us, in plain words: only what is needed to answer you and to send the newsletter you asked for.',
    it: 'Cosa facciamo dei dati che ci affidate, in parole semplici: solo quello che serve per rispondervi e per inviarvi la newsletter che avete chiesto.',
  },
  /** Followed by the version date, formatted. */
  updated: { en: 'Last updated: {date}', it: 'Ultimo aggiornamento: {date}' },
  sections: [
    {
      id: 'controller',
      title: { en: 'Who we are', it: 'Chi siamo' },
      blocks: [
        {
          p: {
            en: '{legalName}, {address}, {vat}, runs this website and Libeccio’s charters. It is the controller of the personal data described in this notice.',
            it: '{legalName}, {address}, {vat}, gestisce questo sito e i noleggi di Libeccio ed è il titolare del trattamento dei dati personali descritti in questa informativa.',
          },
        },
        {
          p: {
            en: 'For anything about your data, write to {email}. We have not appointed a data protection officer: the owners answer you themselves.',
            it: 'Per qualsiasi questione sui vostri dati scrivete a {email}. Non abbiamo nominato un responsabile della protezione dei dati: vi rispondono direttamente gli armatori.',
          },
        },
      ],
    },
    {
      id: 'charter-requests',
      title: { en: 'The charter request form', it: 'Il modulo di richiesta di noleggio' },
      blocks: [
        {
          p: {
            en: 'When you send a request from the Join us page we receive:',
            it: 'Quando inviate una richiesta dalla pagina Salite a bordo riceviamo:',
          },
        },
        {
          list: [
            { en: 'your name, e-mail address and phone number;', it: 'nome, indirizzo e-mail e numero di telefono;' },
            {
              en: 'the week and the leg of the itinerary you chose;',
              it: 'la settimana e la tappa dell’itinerario che avete scelto;',
            },
            {
              en: 'your message, if you write one, and the language of the page.',
              it: 'il vostro messaggio, se ne scrivete uno, e la lingua della pagina.',
            },
          ],
        },
        {
          p: {
            en: 'We use them only to answer your request and to arrange the charter with you. The owners receive your request by e-mail and you receive a copy of it. The legal basis is taking the steps you ask for before a contract (art. 6(1)(b) GDPR). Name, e-mail and phone are needed to answer you: without them we cannot reply.',
            it: 'Li usiamo solo per rispondere alla vostra richiesta e per organizzare con voi il noleggio. Gli armatori ricevono la richiesta via e-mail e voi ne ricevete una copia. La base giuridica è l’esecuzione di misure precontrattuali adottate su vostra richiesta (art. 6, par. 1, lett. b del GDPR). Nome, e-mail e telefono ci servono per rispondervi: senza, non possiamo farlo.',
          },
        },
      ],
    },
    {
      id: 'newsletter-data',
      title: { en: 'The newsletter', it: 'La newsletter' },
      blocks: [
        {
          p: {
            en: 'To sign up we ask only for your e-mail address; we also note the language of the page, so the newsletter reaches you in it. We send next season’s itinerary and the odd story from aboard, a few times a year. The legal basis is your consent (art. 6(1)(a) GDPR).',
            it: 'Per l’iscrizione chiediamo solo il vostro indirizzo e-mail; annotiamo anche la lingua della pagina, perché la newsletter vi arrivi in quella lingua. Inviamo l’itinerario della prossima stagione e qualche racconto di bordo, poche volte l’anno. La base giuridica è il vostro consenso (art. 6, par. 1, lett. a del GDPR).',
          },
        },
        {
          p: {
            en: 'Signing up takes two steps: we e-mail you a link, and nothing else is sent until you open it and confirm. So that we can show your consent was given, we keep a record of it: when you signed up, in which language, which version of this notice you saw, and when you confirmed.',
            it: 'L’iscrizione avviene in due passaggi: vi inviamo via e-mail un link e non vi scriviamo altro finché non lo aprite e confermate. Per poter dimostrare di aver ricevuto il vostro consenso ne conserviamo una traccia: quando vi siete iscritti, in quale lingua, quale versione di questa informativa avete visto e quando avete confermato.',
          },
        },
        {
          p: {
            en: 'You can withdraw your consent at any time with the unsubscribe link in every e-mail we send. Withdrawing does not make unlawful what we did before it.',
            it: 'Potete revocare il consenso in qualsiasi momento con il link di cancellazione presente in ogni e-mail che vi inviamo. La revoca non rende illecito quanto fatto prima.',
          },
        },
      ],
    },
    {
      id: 'visits',
      title: { en: 'Visiting the site', it: 'La visita al sito' },
      blocks: [
        {
          p: {
            en: 'The site sets no cookies and uses no analytics, advertising or tracking of any kind, which is why there is no cookie banner.',
            it: 'Il sito non imposta cookie e non usa strumenti di statistica, pubblicità o tracciamento di alcun tipo: per questo non c’è nessun banner sui cookie.',
          },
        },
        {
          p: {
            en: 'Like every web server, the network that delivers our pages keeps access logs: the IP address, the page asked for, the time and the browser. We keep them for 90 days to keep the site safe and working, our legitimate interest (art. 6(1)(f) GDPR). The logs of our form services record pseudonyms in place of names and e-mail addresses.',
            it: 'Come ogni server web, la rete che distribuisce le nostre pagine registra gli accessi: indirizzo IP, pagina richiesta, ora e browser. Conserviamo questi registri per 90 giorni per mantenere il sito sicuro e funzionante, nostro legittimo interesse (art. 6, par. 1, lett. f del GDPR). I registri dei servizi dei moduli riportano pseudonimi al posto di nomi e indirizzi e-mail.',
          },
        },
      ],
    },
    {
      id: 'your-device',
      title: { en: 'What stays on your device', it: 'Cosa resta sul vostro dispositivo' },
      blocks: [
        {
          p: {
            en: 'While you browse, the site keeps two small notes in your browser’s session storage: where you had scrolled on each page, and a marker that stops a page from reloading twice after we publish an update. They never leave your browser and disappear when you close the tab.',
            it: 'Mentre navigate, il sito conserva due piccole annotazioni nella memoria di sessione del browser: il punto in cui eravate arrivati su ogni pagina e un segnale che evita di ricaricare due volte una pagina dopo un nostro aggiornamento. Non lasciano mai il vostro browser e spariscono quando chiudete la scheda.',
          },
        },
        {
          p: {
            en: 'Reading offline is off unless you switch it on with the “Read offline” button at the foot of every page. Then your browser keeps a copy of the brochure’s pages in a service worker cache, and remembers your choice in its local storage, so you can read them aboard without a connection. Nothing about it is sent to us. Press the button again to switch it off; clearing the site’s data in your browser removes the stored copy.',
            it: 'La lettura offline resta spenta finché non la attivate voi con il pulsante «Lettura offline» in fondo a ogni pagina. A quel punto il browser conserva una copia delle pagine della brochure nella cache di un service worker e ricorda la vostra scelta nella sua memoria locale, così potete leggerle a bordo anche senza connessione. Nulla di tutto ciò ci viene inviato. Premete di nuovo il pulsante per disattivarla; cancellando i dati del sito dal browser eliminate la copia salvata.',
          },
        },
      ],
    },
    {
      id: 'processors',
      title: { en: 'Who handles the data for us', it: 'Chi tratta i dati per nostro conto' },
      blocks: [
        {
          p: {
            en: 'The site, the forms and our e-mails run on Amazon Web Services, provided by Amazon Web Services EMEA SARL (38 avenue John F. Kennedy, L-1855 Luxembourg), which acts as our processor under a data processing agreement (art. 28 GDPR). Requests, subscriptions and e-mail records are stored in the AWS region {regionName} ({region}). Pages are delivered by Amazon CloudFront from the server closest to you, which may be outside the European Union; any such transfer is covered by the standard contractual clauses in AWS’s data processing agreement.',
            it: 'Il sito, i moduli e le nostre e-mail funzionano su Amazon Web Services, fornito da Amazon Web Services EMEA SARL (38 avenue John F. Kennedy, L-1855 Lussemburgo), che agisce come nostro responsabile del trattamento in base a un accordo sul trattamento dei dati (art. 28 del GDPR). Richieste, iscrizioni e registri delle e-mail sono conservati nella regione AWS {regionName} ({region}). Le pagine vengono distribuite da Amazon CloudFront dal server più vicino a voi, che può trovarsi fuori dall’Unione Europea; questi eventuali trasferimenti sono coperti dalle clausole contrattuali tipo dell’accordo sul trattamento dei dati di AWS.',
          },
        },
        {
          p: {
            en: 'We do not sell your data, and we give it to no one else unless the law obliges us to.',
            it: 'Non vendiamo i vostri dati e non li comunichiamo a nessun altro, salvo obbligo di legge.',
          },
        },
      ],
    },
    {
      id: 'retention',
      title: { en: 'How long we keep it', it: 'Per quanto tempo li conserviamo' },
      blocks: [
        {
          list: [
            {
              en: 'Charter requests: deleted 24 months after the end of the chartered week.',
              it: 'Richieste di noleggio: cancellate 24 mesi dopo la fine della settimana di noleggio.',
            },
            {
              en: 'Newsletter sign-ups never confirmed: deleted after 48 hours.',
              it: 'Iscrizioni alla newsletter mai confermate: cancellate dopo 48 ore.',
            },
            {
              en: 'Newsletter subscriptions: until you unsubscribe. After that we keep only a keyed hash of your address, a fingerprint that cannot be turned back into it, so that we never e-mail you again.',
              it: 'Iscrizioni alla newsletter: fino alla cancellazione. Dopo conserviamo solo un hash con chiave del vostro indirizzo, un’impronta da cui l’indirizzo non si può ricavare, per non scrivervi mai più.',
            },
            {
              en: 'Records of the e-mails we send (to whom, when, whether delivered): 90 days.',
              it: 'Registri delle e-mail che inviamo (a chi, quando, se sono state consegnate): 90 giorni.',
            },
            {
              en: 'Access logs of the site: 90 days.',
              it: 'Registri degli accessi al sito: 90 giorni.',
            },
          ],
        },
      ],
    },
    {
      id: 'rights',
      title: { en: 'Your rights', it: 'I vostri diritti' },
      blocks: [
        {
          p: {
            en: 'You can ask us at any time:',
            it: 'Potete chiederci in qualsiasi momento:',
          },
        },
        {
          list: [
            {
              en: 'to see the data we hold about you and get a copy (access);',
              it: 'di vedere i dati che conserviamo su di voi e di averne una copia (accesso);',
            },
            {
              en: 'to correct it (rectification) or delete it (erasure);',
              it: 'di correggerli (rettifica) o di cancellarli (cancellazione);',
            },
            {
              en: 'to stop using it while a question is settled (restriction);',
              it: 'di sospenderne l’uso mentre si chiarisce una questione (limitazione);',
            },
            {
              en: 'to receive it in a common machine-readable format (portability);',
              it: 'di riceverli in un formato di uso comune e leggibile da dispositivo automatico (portabilità);',
            },
            {
              en: 'to stop using it on the basis of our legitimate interest (objection);',
              it: 'di non usarli più sulla base del nostro legittimo interesse (opposizione);',
            },
            {
              en: 'and you can withdraw your consent to the newsletter at any time, with the link in every e-mail.',
              it: 'e potete revocare in qualsiasi momento il consenso alla newsletter, con il link presente in ogni e-mail.',
            },
          ],
        },
        {
          p: {
            en: 'Write to {email} from the address you gave us, or tell us how we can recognise you. We answer within one month.',
            it: 'Scrivete a {email} dall’indirizzo che ci avete indicato, oppure diteci come possiamo riconoscervi. Rispondiamo entro un mese.',
          },
        },
        {
          p: {
            en: 'If you think we have handled your data wrongly, you can complain to the Italian data protection authority, the Garante per la protezione dei dati personali ({garante}), or to the authority of the EU country where you live or work.',
            it: 'Se ritenete che abbiamo trattato i vostri dati in modo scorretto, potete proporre reclamo al Garante per la protezione dei dati personali ({garante}) o all’autorità del Paese dell’Unione Europea in cui vivete o lavorate.',
          },
        },
      ],
    },
    {
      id: 'changes',
      title: { en: 'Changes to this notice', it: 'Modifiche a questa informativa' },
      blocks: [
        {
          p: {
            en: 'We make no automated decisions about you and build no profiles. When this notice changes, so does the date above, and the version each newsletter consent record names.',
            it: 'Non prendiamo decisioni automatizzate che vi riguardano e non creiamo profili. Quando questa informativa cambia, cambiano anche la data indicata in alto e la versione riportata in ogni traccia di consenso alla newsletter.',
          },
        },
      ],
    },
  ] satisfies readonly LegalSection[],
} as const;

/** The Garante's site, linked from the notice. */
export const garanteUrl = 'https://www.garanteprivacy.it/';
