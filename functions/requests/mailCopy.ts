import { replyTime } from '../../common/facts/charter';
import { nothingHeldYet } from '../../common/facts/charterPath';
import type { Localized } from '../../common/locales';

/**
 * What a charter request's mails say (functions/requests/mail.ts composes them): to the owners in their
 * language, to the guest in the request's, Italian in the "voi" of the site. Data only: `{name}` fills.
 */
/** Why the site sent a guest no acknowledgement (functions/mail/hourlyCaps.ts `queueVisitorMail`, or a storage error). */
export type NoAck = 'suppressed' | 'address' | 'source' | 'paused' | 'cap' | 'storage';

export const ownerMailCopy = {
  subject: {
    en: 'Charter request {reference}: {name}, {dates}',
    it: 'Richiesta di noleggio {reference}: {name}, {dates}',
  },
  subjectDates: {
    en: 'Charter request {reference}: {name}, dates to agree',
    it: 'Richiesta di noleggio {reference}: {name}, date da concordare',
  },
  intro: {
    en: 'A charter request has arrived from the website.',
    it: 'È arrivata una richiesta di noleggio dal sito.',
  },
  replyHere: {
    en: 'Reply to this e-mail to answer {name} directly.',
    it: 'Rispondete a questa e-mail per scrivere direttamente a {name}.',
  },
  noAck: {
    en: 'The site sent {name} no acknowledgement ({why}): only your reply tells them the request arrived.',
    it: 'Il sito non ha inviato a {name} alcuna conferma di ricezione ({why}): solo la vostra risposta gli dirà che la richiesta è arrivata.',
  },
  suppressed: {
    en: 'an earlier mail to this address bounced',
    it: 'una e-mail precedente a questo indirizzo è tornata indietro',
  },
  address: {
    en: 'too many requests from this address this hour',
    it: 'troppe richieste da questo indirizzo in quest’ora',
  },
  source: { en: 'too many requests from this network this hour', it: 'troppe richieste da questa rete in quest’ora' },
  paused: {
    en: 'mail to visitors paused after today’s bounces',
    it: 'invii ai visitatori sospesi dopo i rimbalzi di oggi',
  },
  cap: {
    en: 'the site’s hourly limit of acknowledgements was reached',
    it: 'raggiunto il limite orario di conferme del sito',
  },
  storage: { en: 'a storage error', it: 'un errore di archiviazione' },
  datesToAgree: { en: 'to agree: {dates}', it: 'da concordare: {dates}' },
  datesLabel: { en: 'Preferred dates (to agree)', it: 'Date desiderate (da concordare)' },
  words: { en: '“{words}”', it: '«{words}»' },
  status: { en: 'Status', it: 'Stato' },
  statusNew: {
    en: 'new: not answered yet (the link below shows it as it is when you open it)',
    it: 'nuova: ancora senza risposta (il link qui sotto la mostra com’è quando lo aprite)',
  },
  leg: { en: 'Itinerary', it: 'Itinerario' },
  noMessage: { en: '(no message)', it: '(nessun messaggio)' },
  received: { en: 'Received', it: 'Ricevuta' },
  italianTime: { en: '{time} (Italian time)', it: '{time} (ora italiana)' },
  reference: { en: 'Reference', it: 'Riferimento' },
  languages: { en: { en: 'English', it: 'Italian' }, it: { en: 'Inglese', it: 'Italiano' } },
  linksHeading: { en: 'Answer from your phone', it: 'Rispondere dal telefono' },
  open: {
    en: 'Open the request: its status, history and what you can do',
    it: 'Aprire la richiesta: stato, cronologia e azioni possibili',
  },
  linkNote: {
    en: 'The link opens the request as it is at that moment; nothing changes until you press a button on its pages. It works until {date}, whatever you change in between, and acts on nothing once the request is declined.',
    it: 'Il link apre la richiesta com’è in quel momento; nulla cambia finché non premete un pulsante nelle sue pagine. Vale fino al {date}, qualunque cosa cambiate nel frattempo, e non agisce più una volta rifiutata la richiesta.',
  },
  reply: { en: 'Reply to {name} (e-mail)', it: 'Rispondere a {name} (e-mail)' },
  call: { en: 'Call {phone}', it: 'Chiamare il {phone}' },
  whatsapp: { en: 'WhatsApp {phone}', it: 'WhatsApp al {phone}' },
  digestSubject: {
    en: '{count} more charter requests in the last hour: {references}',
    it: 'Altre {count} richieste di noleggio nell’ultima ora: {references}',
  },
  digestSubjectOne: {
    en: '1 more charter request in the last hour: {references}',
    it: 'Un’altra richiesta di noleggio nell’ultima ora: {references}',
  },
  digestIntro: {
    en: 'Many requests arrived in the last hour: so as not to flood your inbox, they come together here, every one of them. Answer each guest with the Reply button under their request.',
    it: 'Nell’ultima ora sono arrivate molte richieste: per non intasarvi la casella ve le inviamo riunite qui, tutte. Rispondete a ciascun richiedente con il pulsante «Rispondere» sotto la sua richiesta.',
  },
  digestNoAck: {
    en: 'No acknowledgement went to: {names}. Only your reply tells them their request arrived.',
    it: 'Nessuna conferma di ricezione è partita per: {names}. Solo la vostra risposta dirà loro che la richiesta è arrivata.',
  },
  reminderSubject: {
    en: 'Option ending {until}: the week {dates}',
    it: 'Opzione in scadenza il {until}: la settimana {dates}',
  },
  lapsedSubject: {
    en: 'Option lapsed on {until}: the week {dates} is offered again',
    it: 'Opzione scaduta il {until}: la settimana {dates} è di nuovo offerta',
  },
  lapsed: {
    en: 'The option on the week {dates} ({leg}) ended on {until} and nobody extended it: since {next} the website shows the week as available and takes requests for it. The guest has not been told.',
    it: 'L’opzione sulla settimana {dates} ({leg}) è scaduta il {until} e nessuno l’ha prolungata: dal {next} il sito mostra la settimana come disponibile e accetta richieste. Il cliente non è stato avvisato.',
  },
  reminder: {
    en: 'The option on the week {dates} ({leg}) holds until {until}. From {next} the website shows the week as available again and takes requests for it.',
    it: 'L’opzione sulla settimana {dates} ({leg}) vale fino al {until}. Dal {next} il sito mostrerà di nuovo la settimana come disponibile e accetterà richieste.',
  },
  extend: {
    en: 'To extend the option: npm run owner -- week {week} optioned --until YYYY-MM-DD',
    it: 'Per prolungare l’opzione: npm run owner -- week {week} optioned --until AAAA-MM-GG',
  },
  confirm: {
    en: 'Once the signed contract and the deposit are in: npm run owner -- week {week} not-available',
    it: 'Quando contratto firmato e acconto sono arrivati: npm run owner -- week {week} not-available',
  },
  extendRequest: {
    en: 'To extend the option: npm run owner -- request {reference} option --until YYYY-MM-DD',
    it: 'Per prolungare l’opzione: npm run owner -- request {reference} option --until AAAA-MM-GG',
  },
  confirmRequest: {
    en: 'Once the signed contract and the deposit are in: npm run owner -- request {reference} book',
    it: 'Quando contratto firmato e acconto sono arrivati: npm run owner -- request {reference} book',
  },
} satisfies Record<string, Localized | Localized<Localized>> & Record<NoAck, Localized>;

export const guestMailCopy = {
  ackSubject: {
    en: '{yacht}: your charter request {reference}',
    it: '{yacht}: la vostra richiesta di noleggio {reference}',
  },
  hello: { en: 'Hello,', it: 'Buongiorno,' },
  ackIntro: {
    en: 'Thank you for your interest in {yacht}: we have your request, and the details are below.',
    it: 'vi ringraziamo dell’interesse per {yacht}: abbiamo ricevuto la vostra richiesta, di cui trovate qui sotto il riepilogo.',
  },
  ackIntroDates: {
    en: 'Thank you for your interest in {yacht}: we have your request and the dates you would like.',
    it: 'vi ringraziamo dell’interesse per {yacht}: abbiamo ricevuto la vostra richiesta e le date che ci avete indicato.',
  },
  reference: { en: 'Your reference', it: 'Il vostro riferimento' },
  week: { en: 'Week', it: 'Settimana' },
  area: { en: 'Cruising area', it: 'Zona di navigazione' },
  areaValue: { en: '{leg}, embarking at {base}', it: '{leg}, con imbarco {base}' },
  ackNext: {
    en: `What happens next: the owners read every request themselves and will reply ${replyTime.en}, by e-mail, to say whether the week is free and to talk through your plans. ${nothingHeldYet.en}`,
    it: `Cosa succede ora: gli armatori leggono personalmente ogni richiesta e vi risponderanno ${replyTime.it}, per e-mail, per dirvi se la settimana è libera e parlare dei vostri programmi. ${nothingHeldYet.it}`,
  },
  ackNextDates: {
    en: `What happens next: the owners read every request themselves and will reply ${replyTime.en}, by e-mail, and propose a week that matches your dates as soon as the calendar for them is set. ${nothingHeldYet.en}`,
    it: `Cosa succede ora: gli armatori leggono personalmente ogni richiesta e vi risponderanno ${replyTime.it}, per e-mail; non appena il calendario di quel periodo sarà definito, vi proporranno una settimana adatta alle vostre date. ${nothingHeldYet.it}`,
  },
  reach: {
    en: 'To reach the owners, simply reply to this e-mail, write to ',
    it: 'Per contattare gli armatori rispondete semplicemente a questa e-mail, scrivete a ',
  },
  reachOr: { en: ' or send a message on WhatsApp to ', it: ' o inviate un messaggio WhatsApp al ' },
  reachEnd: {
    en: '. Please always quote your reference {reference}.',
    it: '. Vi preghiamo di citare sempre il riferimento {reference}.',
  },
  guide: { en: 'How chartering {yacht} works', it: 'Come funziona il noleggio di {yacht}' },
  signature: { en: 'Fair winds,\nThe owners of {yacht}', it: 'Buon vento,\ngli armatori di {yacht}' },
  notYou: {
    en: 'If you did not send this request, reply to this e-mail and we will delete it.',
    it: 'Se non avete inviato voi questa richiesta, rispondete a questa e-mail e la cancelleremo.',
  },
  optionedSubject: {
    en: '{yacht}: the week {dates} is held for you until {until}',
    it: '{yacht}: la settimana {dates} è bloccata in opzione per voi fino al {until}',
  },
  bookedSubject: {
    en: '{yacht}: your charter for the week {dates} is booked',
    it: '{yacht}: il vostro noleggio per la settimana {dates} è prenotato',
  },
  declinedSubject: {
    en: '{yacht}: your charter request {reference}',
    it: '{yacht}: la vostra richiesta di noleggio {reference}',
  },
  greeting: { en: 'Dear {name},', it: 'Gentile {name},' },
  optioned: {
    en: 'The owners have placed an option on the week {dates} ({area}) for your charter request {reference}. Until {until} inclusive the week is held for you: nobody else can book it, and you are not committed to anything.',
    it: 'Gli armatori hanno bloccato in opzione per voi la settimana {dates} ({area}) per la vostra richiesta di noleggio {reference}. Fino al {until} compreso la settimana è riservata a voi: nessun altro può prenotarla e voi non vi impegnate a nulla.',
  },
  optionedNext: {
    en: 'What happens next: {confirmBy} Otherwise the option ends, and from {next} the week is offered to others again. To give up the option, a short reply is enough.',
    it: 'Cosa succede ora: {confirmBy} Altrimenti l’opzione termina e dal {next} la settimana torna disponibile per altri. Se desiderate rinunciare all’opzione, basta una breve risposta.',
  },
  booked: {
    en: 'We have your signed contract and deposit: the week {dates} ({area}) is yours. Your charter: {reference}.',
    it: 'Abbiamo ricevuto il contratto firmato e l’acconto: la settimana {dates} ({area}) è vostra. Il vostro noleggio: {reference}.',
  },
  boarding: { en: 'Boarding', it: 'Imbarco' },
  boardingValue: { en: '{port}, {date}, from {time}', it: '{port}, {date}, dalle {time}' },
  leaving: { en: 'Leaving', it: 'Sbarco' },
  leavingValue: { en: '{date}, by {time}', it: '{date}, entro le {time}' },
  bring: { en: 'What to bring', it: 'Cosa portare' },
  bookedNext: {
    en: 'For any question about the contract or your week aboard, simply reply to this e-mail.',
    it: 'Per qualsiasi domanda sul contratto o sulla settimana a bordo, rispondete semplicemente a questa e-mail.',
  },
  declined: {
    en: 'We are sorry: the week {dates} is not available for your charter request {reference}.',
    it: 'Ci dispiace: la settimana {dates} non è disponibile per la vostra richiesta di noleggio {reference}.',
  },
  declinedNoWeek: {
    en: 'We are sorry: the owners cannot offer you a week on the dates of your charter request {reference}.',
    it: 'Ci dispiace: gli armatori non possono offrirvi una settimana nelle date della vostra richiesta di noleggio {reference}.',
  },
  declinedNext: {
    en: 'Nothing is held in your name and you owe nothing. You are welcome to choose another week on our calendar, or to tell us other dates: ',
    it: 'Nessuna settimana è riservata a vostro nome e non dovete nulla. Se lo desiderate, potete scegliere un’altra settimana nel nostro calendario o indicarci altre date: ',
  },
  correctedSubject: {
    en: '{yacht}: a correction about your charter request {reference}',
    it: '{yacht}: una correzione sulla vostra richiesta di noleggio {reference}',
  },
  corrected: {
    en: 'Please disregard our last e-mail about your charter request {reference}, “{corrects}”: it was sent in error.',
    it: 'Vi preghiamo di non tenere conto della nostra ultima e-mail sulla vostra richiesta di noleggio {reference}, «{corrects}»: è stata inviata per errore.',
  },
  correctedOpen: {
    en: 'Nothing is held in your name yet: the owners will write to you about your request.',
    it: 'Per ora nulla è riservato a vostro nome: gli armatori vi scriveranno a proposito della vostra richiesta.',
  },
  reachReply: {
    en: 'To reach the owners, simply reply to this e-mail, quoting your reference {reference}.',
    it: 'Per contattare gli armatori rispondete semplicemente a questa e-mail, citando il riferimento {reference}.',
  },
} satisfies Record<string, Localized>;
