import type { Localized } from '../../../common/locales';
import { privacyNoticeVersion } from '../../../common/facts/privacyNotice';

export { privacyNoticeVersion };

/**
 * One block of a legal page: a paragraph or a bulleted list. Placeholders in
 * braces are filled by the page: {legalName}, {address}, {vat}, {email} (a
 * link), {regionName}, {region}, {garante} and {aws} (links).
 */
export type LegalBlock = { readonly p: Localized } | { readonly list: readonly Localized[] };

export interface LegalSection {
  /** The heading's anchor. */
  readonly id: string;
  readonly title: Localized;
  readonly blocks: readonly LegalBlock[];
}

/**
 * The privacy notice (GDPR art. 13) at /privacy/. Change `privacyNoticeVersion` when its content changes.
 * Every retention period it states is what the code and infra do (functions/requests/desk.ts,
 * outboxStore.ts, subscribers.ts, rateLimit.ts; infra/lib/static-site.ts, forms-api.ts, site-function.ts,
 * data.ts); what the owners do by hand (their mailbox, WhatsApp, the books) is in docs/owner-checklist.md.
 */
export const privacyPage = {
  title: { en: 'Privacy notice', it: 'Informativa sulla privacy' },
  description: {
    en: 'Who handles the personal data of Libeccio’s charter requests, bookings, messages and newsletter, why, on what legal basis, for how long, and how to use your rights. No cookies, no tracking.',
    it: 'Chi tratta i dati personali delle richieste di noleggio, delle prenotazioni, dei messaggi e della newsletter di Libeccio, perché, su quale base giuridica, per quanto tempo e come esercitare i vostri diritti. Nessun cookie, nessun tracciamento.',
  },
  lead: {
    en: 'What we do with the details you give us, in plain words: only what is needed to answer you, to arrange your charter and to send the newsletter you asked for.',
    it: 'Cosa facciamo dei dati che ci affidate, in parole semplici: solo quello che serve per rispondervi, organizzare il noleggio e inviarvi la newsletter che avete chiesto.',
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
            en: 'This is our notice on the processing of personal data under Article 13 of Regulation (EU) 2016/679 of the European Parliament and of the Council of 27 April 2016, the General Data Protection Regulation (“GDPR”), and under the Italian Personal Data Protection Code (Legislative Decree 196/2003, as amended by Legislative Decree 101/2018, the “Codice privacy”).',
            it: 'Questa è l’informativa sul trattamento dei dati personali ai sensi dell’art. 13 del Regolamento (UE) 2016/679 del Parlamento europeo e del Consiglio del 27 aprile 2016, regolamento generale sulla protezione dei dati («GDPR»), e del Codice in materia di protezione dei dati personali (D.Lgs. 196/2003, come modificato dal D.Lgs. 101/2018, «Codice privacy»).',
          },
        },
        {
          p: {
            en: '{legalName}, {address}, {vat}, runs this website and Libeccio’s charters. It is the controller of the personal data described in this notice.',
            it: '{legalName}, {address}, {vat}, gestisce questo sito e i noleggi di Libeccio ed è il titolare del trattamento dei dati personali descritti in questa informativa.',
          },
        },
        {
          p: {
            en: 'The owners of Libeccio, who answer your requests and your messages, are the directors of the company and act on its behalf: whenever this notice says “the owners”, it means the company.',
            it: 'Gli armatori di Libeccio, che rispondono alle vostre richieste e ai vostri messaggi, sono gli amministratori della società e agiscono per suo conto: quando questa informativa parla degli «armatori» si riferisce alla società.',
          },
        },
        {
          p: {
            en: 'For anything about your data, write to {email}. We have not appointed a data protection officer, as a company of our size and activity is not required to (art. 37 GDPR): the owners answer you themselves.',
            it: 'Per qualsiasi questione sui vostri dati scrivete a {email}. Non abbiamo nominato un responsabile della protezione dei dati, perché una società delle nostre dimensioni e con la nostra attività non è tenuta a farlo (art. 37 GDPR): vi rispondono direttamente gli armatori.',
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
              en: 'the week you chose, or, between seasons, the dates you would like, and the cruising area;',
              it: 'la settimana che avete scelto o, tra una stagione e l’altra, le date che preferite, e la zona di navigazione;',
            },
            {
              en: 'your message, if you write one, and the language of the page.',
              it: 'il vostro messaggio, se ne scrivete uno, e la lingua della pagina.',
            },
          ],
        },
        {
          p: {
            en: 'We use them only to answer your request and, if you go ahead, to arrange the charter with you. The owners receive your request by e-mail, and we send you an acknowledgement. The legal basis is taking the steps you ask for before a contract (art. 6(1)(b) GDPR).',
            it: 'Li usiamo solo per rispondere alla vostra richiesta e, se decidete di procedere, per organizzare con voi il noleggio. Gli armatori ricevono la richiesta via e-mail e noi vi inviamo una conferma di ricezione. La base giuridica è l’esecuzione di misure precontrattuali adottate su vostra richiesta (art. 6, par. 1, lett. b), GDPR).',
          },
        },
        {
          p: {
            en: 'Name, e-mail address and phone number are needed: we answer by e-mail and we call you to confirm the week and agree the details with you. Without them we cannot reply.',
            it: 'Nome, indirizzo e-mail e numero di telefono sono necessari: vi rispondiamo via e-mail e vi telefoniamo per confermare la settimana e concordare con voi i dettagli. Senza questi dati non possiamo rispondervi.',
          },
        },
        {
          p: {
            en: 'Please leave health details (an allergy, a pregnancy, limited mobility) out of the form: the form asks you to, and we ask about them when we call. What you tell us then we use only to prepare your week, with the explicit consent we ask you for (art. 9(2)(a) GDPR), which you can withdraw at any time; we delete it together with the request. If you write such a detail in the form anyway, we use it only for that, and delete it with the request.',
            it: 'Vi chiediamo di non scrivere dati sanitari (un’allergia, una gravidanza, una mobilità ridotta) nel modulo: lo dice il modulo stesso, e ve li chiediamo noi quando vi telefoniamo. Quello che ci dite allora lo usiamo solo per preparare la vostra settimana, con il consenso esplicito che vi chiediamo (art. 9, par. 2, lett. a), GDPR) e che potete revocare in qualsiasi momento; lo cancelliamo insieme alla richiesta. Se scrivete comunque un dato di questo tipo nel modulo, lo usiamo solo a questo scopo e lo cancelliamo con la richiesta.',
          },
        },
      ],
    },
    {
      id: 'booking',
      title: { en: 'If you book a week', it: 'Se prenotate una settimana' },
      blocks: [
        {
          p: {
            en: 'To charter Libeccio we also need what the charter contract requires: the names of the guests aboard, the contract itself, invoices and payments. The legal basis is the contract (art. 6(1)(b) GDPR) and, for accounting and tax records, our legal obligations (art. 6(1)(c) GDPR): the contract, the invoices and the books are kept for ten years, as the Italian Civil Code requires (art. 2220 c.c.).',
            it: 'Per noleggiare Libeccio ci servono anche i dati richiesti dal contratto di noleggio: i nomi degli ospiti a bordo, il contratto stesso, le fatture e i pagamenti. La base giuridica è il contratto (art. 6, par. 1, lett. b), GDPR) e, per le scritture contabili e fiscali, i nostri obblighi di legge (art. 6, par. 1, lett. c), GDPR): contratto, fatture e scritture contabili sono conservati per dieci anni, come richiede il Codice civile (art. 2220 c.c.).',
          },
        },
        {
          p: {
            en: 'Where the law requires it, we give the list of the people aboard, with the details of their identity documents, to the authorities that ask for it (for example for port formalities), as a legal obligation (art. 6(1)(c) GDPR).',
            it: 'Quando la legge lo richiede, comunichiamo l’elenco delle persone a bordo, con gli estremi dei loro documenti d’identità, alle autorità che lo richiedono (ad esempio per le formalità portuali), in adempimento di un obbligo di legge (art. 6, par. 1, lett. c), GDPR).',
          },
        },
      ],
    },
    {
      id: 'direct-contact',
      title: { en: 'E-mails and WhatsApp messages', it: 'E-mail e messaggi WhatsApp' },
      blocks: [
        {
          p: {
            en: 'If you write to us directly, by e-mail or on WhatsApp from the Contact page, or reply to one of our e-mails, we use your contact details and what you write only to answer you and, if you ask, to arrange a charter. The legal basis is taking the steps you ask for before a contract (art. 6(1)(b) GDPR) or, for any other question, our legitimate interest in answering you (art. 6(1)(f) GDPR).',
            it: 'Se ci scrivete direttamente, via e-mail o su WhatsApp dalla pagina Contatti, o rispondete a una nostra e-mail, usiamo i vostri recapiti e quello che scrivete solo per rispondervi e, se lo chiedete, per organizzare un noleggio. La base giuridica è l’esecuzione di misure precontrattuali adottate su vostra richiesta (art. 6, par. 1, lett. b), GDPR) oppure, per ogni altra domanda, il nostro legittimo interesse a rispondervi (art. 6, par. 1, lett. f), GDPR).',
          },
        },
        {
          p: {
            en: 'WhatsApp is provided by WhatsApp Ireland Limited, which processes the data of your chat (such as your number and when messages are sent) as an independent controller, under its own privacy policy; the content of messages is end-to-end encrypted. We keep e-mails and chats, and the copies of form requests that reach the owners’ mailbox, no longer than the requests themselves (see “How long we keep it”).',
            it: 'WhatsApp è fornito da WhatsApp Ireland Limited, che tratta i dati della chat (come il vostro numero e l’ora dei messaggi) come titolare autonomo, secondo la propria informativa; il contenuto dei messaggi è cifrato end-to-end. Conserviamo e-mail e chat, e le copie delle richieste del modulo che arrivano nella casella degli armatori, non più a lungo delle richieste stesse (si veda «Per quanto tempo li conserviamo»).',
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
            en: 'The newsletter is promotional: a few times a year we send next season’s itinerary and the charter weeks still free, and the odd story from aboard. To sign up we ask only for your e-mail address; we also note the language of the page, so the newsletter reaches you in it. We send it only with your consent (art. 6(1)(a) GDPR and art. 130 of the Codice privacy), asked for separately from any charter request: we never add to the list anyone who has only written to us or sent a request.',
            it: 'La newsletter ha finalità promozionali: poche volte l’anno vi inviamo l’itinerario della prossima stagione e le settimane di noleggio ancora libere, e qualche racconto di bordo. Per l’iscrizione chiediamo solo il vostro indirizzo e-mail; annotiamo anche la lingua della pagina, perché la newsletter vi arrivi in quella lingua. La inviamo solo con il vostro consenso (art. 6, par. 1, lett. a), GDPR e art. 130 del Codice privacy), chiesto separatamente da qualsiasi richiesta di noleggio: non aggiungiamo mai all’elenco chi ci ha soltanto scritto o inviato una richiesta.',
          },
        },
        {
          p: {
            en: 'Signing up takes two steps: we e-mail you a link, and nothing else is sent until you open it and confirm. So that we can show your consent was given, we keep a record of it: when you signed up, in which language, which version of this notice you saw, and when you confirmed. We keep this record because we must be able to prove your consent (art. 7(1) and art. 6(1)(c) GDPR).',
            it: 'L’iscrizione avviene in due passaggi: vi inviamo via e-mail un link e non vi scriviamo altro finché non lo aprite e confermate. Per poter dimostrare di aver ricevuto il vostro consenso ne conserviamo una traccia: quando vi siete iscritti, in quale lingua, quale versione di questa informativa avete visto e quando avete confermato. Conserviamo questa traccia perché dobbiamo essere in grado di dimostrare il vostro consenso (art. 7, par. 1, e art. 6, par. 1, lett. c), GDPR).',
          },
        },
        {
          p: {
            en: 'You can withdraw your consent at any time with the unsubscribe link in every e-mail we send, or by e-mail: your mail program’s “unsubscribe”, a reply to the newsletter or a message to {email} reaches the owners, who take you off the list themselves. Withdrawing does not make unlawful what we did before it. After you unsubscribe we keep only a keyed hash of your address, so that we never e-mail you again: our legitimate interest in honouring your choice (art. 6(1)(f) GDPR).',
            it: 'Potete revocare il consenso in qualsiasi momento con il link di cancellazione presente in ogni e-mail che vi inviamo, oppure via e-mail: il comando «annulla iscrizione» del vostro programma di posta, una risposta alla newsletter o un messaggio a {email} arrivano agli armatori, che vi tolgono loro stessi dalla lista. La revoca non rende illecito quanto fatto prima. Dopo la cancellazione conserviamo solo un hash con chiave del vostro indirizzo, per non scrivervi mai più: è il nostro legittimo interesse a rispettare la vostra scelta (art. 6, par. 1, lett. f), GDPR).',
          },
        },
        {
          p: {
            en: 'The newsletter is for people aged 14 and over: we do not knowingly collect the data of anyone under 14 (art. 2-quinquies of the Codice privacy).',
            it: 'La newsletter è rivolta a chi ha almeno 14 anni: non raccogliamo consapevolmente dati di minori di 14 anni (art. 2-quinquies del Codice privacy).',
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
            en: 'Like every web server, the network that delivers our pages keeps access logs: the IP address, the page asked for, the time and the browser. The interface of our forms keeps its own access log with the IP address, and our form services log what they do with pseudonyms in place of names and e-mail addresses. To stop the forms being abused, we count for a few minutes the requests from each network address, and for two days the acknowledgements sent to each e-mail address (as a keyed hash). We do all this to keep the site and its forms safe and working, our legitimate interest (art. 6(1)(f) GDPR).',
            it: 'Come ogni server web, la rete che distribuisce le nostre pagine registra gli accessi: indirizzo IP, pagina richiesta, ora e browser. L’interfaccia dei nostri moduli tiene un proprio registro degli accessi con l’indirizzo IP, e i servizi dei moduli registrano le proprie operazioni con pseudonimi al posto di nomi e indirizzi e-mail. Per evitare abusi dei moduli contiamo per pochi minuti le richieste provenienti da ciascun indirizzo di rete e per due giorni le conferme inviate a ciascun indirizzo e-mail (sotto forma di hash con chiave). Facciamo tutto questo per mantenere il sito e i moduli sicuri e funzionanti, nostro legittimo interesse (art. 6, par. 1, lett. f), GDPR).',
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
      title: { en: 'Who receives the data', it: 'Chi riceve i dati' },
      blocks: [
        {
          p: {
            en: 'The site, the forms and our e-mails run on Amazon Web Services, provided by Amazon Web Services EMEA SARL (38 avenue John F. Kennedy, L-1855 Luxembourg), which acts as our processor under a data processing agreement (art. 28 GDPR). Requests, subscriptions and copies of our e-mails are stored in the AWS region {regionName} ({region}).',
            it: 'Il sito, i moduli e le nostre e-mail funzionano su Amazon Web Services, fornito da Amazon Web Services EMEA SARL (38 avenue John F. Kennedy, L-1855 Lussemburgo), che agisce come nostro responsabile del trattamento in base a un accordo sul trattamento dei dati (art. 28 GDPR). Richieste, iscrizioni e copie delle nostre e-mail sono conservate nella regione AWS {regionName} ({region}).',
          },
        },
        {
          p: {
            en: 'Pages are delivered by Amazon CloudFront from the server closest to you, which may be outside the European Union, and AWS may rely on its US parent company, Amazon Web Services, Inc. That company is certified under the EU–US Data Privacy Framework, so transfers to it rest on the European Commission’s adequacy decision of 10 July 2023 (art. 45 GDPR); any transfer the decision does not cover rests on the standard contractual clauses of AWS’s data processing agreement (art. 46 GDPR). You can ask us for a copy of these safeguards at {email}, or read them at {aws}.',
            it: 'Le pagine vengono distribuite da Amazon CloudFront dal server più vicino a voi, che può trovarsi fuori dall’Unione Europea, e AWS può avvalersi della sua capogruppo statunitense, Amazon Web Services, Inc. Questa società aderisce all’EU-US Data Privacy Framework, per cui i trasferimenti verso di essa si basano sulla decisione di adeguatezza della Commissione europea del 10 luglio 2023 (art. 45 GDPR); gli eventuali trasferimenti non coperti dalla decisione si basano sulle clausole contrattuali tipo dell’accordo sul trattamento dei dati di AWS (art. 46 GDPR). Potete chiederci una copia di queste garanzie scrivendo a {email}, oppure consultarle su {aws}.',
          },
        },
        {
          p: {
            en: 'Every request from the form is also e-mailed to the owners, so a copy is kept in their mailbox, which our e-mail provider runs for us as a processor. Within the company only the owners see your details and, for a booked week, the captain and crew, as far as they need them to prepare it. Our accountant receives the contract and invoices to keep our books.',
            it: 'Ogni richiesta del modulo viene anche inviata via e-mail agli armatori, quindi una copia resta nella loro casella di posta, gestita per nostro conto dal nostro fornitore di posta elettronica in qualità di responsabile del trattamento. All’interno della società vedono i vostri dati solo gli armatori e, per una settimana prenotata, il comandante e l’equipaggio, nella misura necessaria a prepararla. Il nostro commercialista riceve contratto e fatture per la tenuta della contabilità.',
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
              en: 'Charter requests, with any health or dietary details in them: deleted 24 months after the end of the week you asked for or, for a request with dates to agree, 24 months after it reached us. We delete the copies in the owners’ mailbox, and your e-mails and WhatsApp chats with us, by the same time, or 24 months after our last exchange if that is later.',
              it: 'Richieste di noleggio, con le eventuali indicazioni di salute o alimentari che contengono: cancellate 24 mesi dopo la fine della settimana che avete chiesto o, per una richiesta con date da concordare, 24 mesi dopo il suo arrivo. Entro lo stesso termine cancelliamo le copie nella casella degli armatori e le vostre e-mail e chat WhatsApp con noi, oppure 24 mesi dopo il nostro ultimo scambio, se è più tardi.',
            },
            {
              en: 'The contract, invoices and accounting records of a booked week: ten years (art. 2220 c.c.).',
              it: 'Contratto, fatture e scritture contabili di una settimana prenotata: dieci anni (art. 2220 c.c.).',
            },
            {
              en: 'Copies of the e-mails we send (the whole message, including the request it is about) and the record of each newsletter sent to you: 90 days after they were sent, or after we stopped trying to deliver them.',
              it: 'Copie delle e-mail che inviamo (il messaggio completo, compresa la richiesta a cui si riferisce) e la registrazione di ogni newsletter che vi abbiamo inviato: 90 giorni dopo l’invio, o dopo che abbiamo smesso di tentare di consegnarle.',
            },
            {
              en: 'Newsletter sign-ups never confirmed: deleted after 48 hours.',
              it: 'Iscrizioni alla newsletter mai confermate: cancellate dopo 48 ore.',
            },
            {
              en: 'Newsletter subscriptions: until you unsubscribe. After that we keep, without your address, the keyed hash (a fingerprint that cannot be turned back into it) and the record of your consent, for as long as we must honour your choice and be able to prove the consent.',
              it: 'Iscrizioni alla newsletter: fino alla cancellazione. Dopo conserviamo, senza il vostro indirizzo, l’hash con chiave (un’impronta da cui l’indirizzo non si può ricavare) e la traccia del consenso, per tutto il tempo in cui dobbiamo rispettare la vostra scelta e poter dimostrare il consenso.',
            },
            {
              en: 'Addresses to which our e-mails bounced, or which marked them as spam: kept on the suppression list of our Amazon SES account, so that nothing more is sent to them, until we remove them.',
              it: 'Indirizzi a cui le nostre e-mail non sono state recapitate, o che le hanno segnalate come spam: conservati nella lista di soppressione del nostro account Amazon SES, perché non vi sia inviato più nulla, finché non li rimuoviamo.',
            },
            {
              en: 'Access logs of the site: 90 days. Access logs of the forms’ interface: 1 month. Logs of our form services (pseudonyms): 3 months.',
              it: 'Registri degli accessi al sito: 90 giorni. Registri degli accessi all’interfaccia dei moduli: 1 mese. Registri dei servizi dei moduli (con pseudonimi): 3 mesi.',
            },
            {
              en: 'Counters against abuse: 3 minutes for those of a network address, 2 days for those of an e-mail address.',
              it: 'Contatori contro gli abusi: 3 minuti quelli di un indirizzo di rete, 2 giorni quelli di un indirizzo e-mail.',
            },
          ],
        },
        {
          p: {
            en: 'What the site and its services keep is deleted automatically at the end of each period; our database removes expired items within a few days. Its backups let us restore it to any moment of the last 35 days, so deleted data leaves them 35 days later.',
            it: 'Quanto conservano il sito e i suoi servizi viene cancellato automaticamente alla fine di ogni periodo; il nostro database elimina gli elementi scaduti entro pochi giorni. I suoi backup permettono di ripristinarlo a qualsiasi momento degli ultimi 35 giorni, quindi i dati cancellati escono dai backup 35 giorni dopo.',
          },
        },
      ],
    },
    {
      id: 'rights',
      title: { en: 'Your rights', it: 'I vostri diritti' },
      blocks: [
        {
          p: {
            en: 'You can ask us at any time (art. 15 to 20 GDPR):',
            it: 'Potete chiederci in qualsiasi momento (artt. da 15 a 20 GDPR):',
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
              en: 'to receive it in a common machine-readable format (portability).',
              it: 'di riceverli in un formato di uso comune e leggibile da dispositivo automatico (portabilità).',
            },
          ],
        },
        {
          p: {
            en: 'Right to object: where we use your data on the basis of our legitimate interest (the logs, the counters against abuse, answering a general question), you can object at any time, on grounds relating to your particular situation, and we stop unless we have compelling legitimate grounds (art. 21 GDPR).',
            it: 'Diritto di opposizione: quando trattiamo i vostri dati sulla base del nostro legittimo interesse (i registri, i contatori contro gli abusi, la risposta a una domanda generica), potete opporvi in qualsiasi momento, per motivi connessi alla vostra situazione particolare, e smettiamo salvo motivi legittimi cogenti (art. 21 GDPR).',
          },
        },
        {
          p: {
            en: 'You can withdraw your consent to the newsletter, or to our use of health details, at any time: for the newsletter with the link in every e-mail.',
            it: 'Potete revocare in qualsiasi momento il consenso alla newsletter, o all’uso delle indicazioni di salute: per la newsletter, con il link presente in ogni e-mail.',
          },
        },
        {
          p: {
            en: 'Write to {email} from the address you gave us, or tell us how we can recognise you. We answer within one month; for complex or numerous requests this can be extended by two further months, and we tell you so within the first month (art. 12(3) GDPR).',
            it: 'Scrivete a {email} dall’indirizzo che ci avete indicato, oppure diteci come possiamo riconoscervi. Rispondiamo entro un mese, prorogabile di due mesi nei casi complessi o se le richieste sono numerose; in tal caso ve lo comunichiamo entro il primo mese (art. 12, par. 3, GDPR).',
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
      id: 'automated-decisions',
      title: { en: 'Automated decisions', it: 'Decisioni automatizzate' },
      blocks: [
        {
          p: {
            en: 'We make no decisions about you by automated means alone and build no profiles (art. 22 GDPR).',
            it: 'Non prendiamo decisioni che vi riguardano basate unicamente su un trattamento automatizzato e non creiamo profili (art. 22 GDPR).',
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
            en: 'When this notice changes, so does the date above, and the version each newsletter consent record names.',
            it: 'Quando questa informativa cambia, cambiano anche la data indicata in alto e la versione riportata in ogni traccia di consenso alla newsletter.',
          },
        },
      ],
    },
  ] satisfies readonly LegalSection[],
} as const;

/** The Garante's site, linked from the notice. */
export const garanteUrl = 'https://www.garanteprivacy.it/';

/** Where AWS publishes its data processing agreement and transfer safeguards, linked from the notice. */
export const awsGdprUrl = 'https://aws.amazon.com/compliance/gdpr-center/';
