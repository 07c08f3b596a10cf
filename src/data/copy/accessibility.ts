import type { LegalSection } from './privacy';
import { replyTime } from '../../../common/facts/charter';

/**
 * The day the site was last assessed and the statement reviewed (self-assessment; the owners confirm
 * it, docs/owner-checklist.md). Change it with every new assessment.
 */
export const accessibilityStatementDate = '2026-11-25';

/**
 * The accessibility statement at /accessibility/, after the model of Implementing Decision (EU)
 * 2018/1523 (status, method and date, feedback with a response time). Placeholders: {email} (a link),
 * {date} (the assessment date, formatted). Its "how we check" section describes tests/e2e/site.test.ts
 * (the page walk) and scripts/audit: keep them in step.
 */
export const accessibilityPage = {
  title: { en: 'Accessibility', it: 'Accessibilità' },
  description: {
    en: 'How accessible Libeccio’s website is: partially conformant with WCAG 2.1 AA, how we check it, the known limits and how to tell us about a problem.',
    it: 'Quanto è accessibile il sito di Libeccio: parzialmente conforme alle WCAG 2.1 AA, come lo verifichiamo, i limiti noti e come segnalarci un problema.',
  },
  lead: {
    en: 'Everyone should be able to read about Libeccio and ask us for a week aboard, whatever device, browser or assistive technology they use.',
    it: 'Tutti devono poter leggere di Libeccio e chiederci una settimana a bordo, qualunque dispositivo, browser o tecnologia assistiva usino.',
  },
  /** Followed by the statement date, formatted. */
  updated: { en: 'Statement last reviewed: {date}', it: 'Dichiarazione aggiornata il {date}' },
  sections: [
    {
      id: 'standard',
      title: { en: 'Compliance status', it: 'Stato di conformità' },
      blocks: [
        {
          p: {
            en: 'We aim for level AA of the Web Content Accessibility Guidelines (WCAG) 2.1, in English and in Italian, on phones and on computers. The site is partially conformant with WCAG 2.1 AA: the known exceptions are listed below. We last assessed it on {date}, by self-assessment.',
            it: 'Miriamo al livello AA delle Linee guida per l’accessibilità dei contenuti web (WCAG) 2.1, in italiano e in inglese, su smartphone e su computer. Il sito è parzialmente conforme alle WCAG 2.1 AA: le eccezioni note sono elencate più avanti. L’ultima valutazione risale al {date} ed è stata svolta da noi stessi (autovalutazione).',
          },
        },
        {
          p: {
            en: 'Libeccio’s website and charters are run by a micro-enterprise. The European Accessibility Act (Directive (EU) 2019/882, implemented in Italy by Legislative Decree 82/2022) exempts micro-enterprises that provide services from its accessibility requirements (art. 4(5)), and the Italian accessibility law (Law 4/2004, the “Legge Stanca”) applies to private companies only above an average turnover of 500 million euros. Neither obliges us, and we are not required to publish the AgID accessibility declaration. We hold ourselves to the WCAG 2.1 AA requirements anyway.',
            it: 'Il sito e i noleggi di Libeccio sono gestiti da una microimpresa. L’atto europeo sull’accessibilità dei prodotti e dei servizi (direttiva (UE) 2019/882, recepita in Italia dal D.Lgs. 82/2022) esonera dai propri requisiti di accessibilità le microimprese che forniscono servizi (art. 4, par. 5), e la legge italiana sull’accessibilità (Legge 4/2004, la «Legge Stanca») si applica alle imprese private solo oltre un fatturato medio di 500 milioni di euro. Nessuna delle due ci obbliga e non siamo tenuti a pubblicare la dichiarazione di accessibilità AgID. Ci atteniamo comunque ai requisiti WCAG 2.1 AA.',
          },
        },
      ],
    },
    {
      id: 'checks',
      title: { en: 'How we check', it: 'Come verifichiamo' },
      blocks: [
        {
          p: {
            en: 'Before each release we check:',
            it: 'Prima di ogni pubblicazione verifichiamo:',
          },
        },
        {
          list: [
            {
              en: 'every page, in both languages, automatically with axe-core, at a phone width (375 pixels) and a desktop width (1440 pixels);',
              it: 'ogni pagina, in entrambe le lingue, automaticamente con axe-core, alla larghezza di uno smartphone (375 pixel) e di un computer (1440 pixel);',
            },
            {
              en: 'at the same widths, the contrast of every piece of text against its background, measured in the browser, including the calendar and the forms once they appear;',
              it: 'alle stesse larghezze, il contrasto di ogni testo rispetto al suo sfondo, misurato nel browser, compresi il calendario e i moduli una volta comparsi;',
            },
            {
              en: 'every page’s code with the W3C validator, and the links between pages.',
              it: 'il codice di ogni pagina con il validatore del W3C, e i collegamenti tra le pagine.',
            },
          ],
        },
        {
          p: {
            en: 'Automated checks find only part of the possible problems, so by hand we also spot-check the forms, the calendar and the menus with the keyboard alone and with a screen reader. We have not yet tested narrower screens (320 pixels), 200% zoom or custom text spacing.',
            it: 'I controlli automatici trovano solo una parte dei possibili problemi, quindi proviamo anche a mano, a campione, moduli, calendario e menu con la sola tastiera e con un lettore di schermo. Non abbiamo ancora verificato schermi più stretti (320 pixel), lo zoom al 200% o una spaziatura del testo personalizzata.',
          },
        },
      ],
    },
    {
      id: 'limits',
      title: { en: 'Known limits', it: 'Limiti noti' },
      blocks: [
        {
          list: [
            {
              en: 'The downloadable itinerary (PDF) states its title and language but is not a tagged PDF, so a screen reader may read it in the wrong order. Everything in it is also on the Join us page.',
              it: 'L’itinerario da scaricare (PDF) dichiara titolo e lingua ma non è un PDF con tag, quindi un lettore di schermo potrebbe leggerlo nell’ordine sbagliato. Tutto il suo contenuto si trova anche nella pagina Salite a bordo.',
            },
            {
              en: 'In the availability calendar the arrow keys do not move between days: the Tab key goes through the days one by one. Days that cannot be chosen are skipped by the keyboard; each day you can reach tells a screen reader its status.',
              it: 'Nel calendario delle disponibilità i tasti freccia non spostano da un giorno all’altro: il tasto Tab scorre i giorni uno alla volta. I giorni che non si possono scegliere vengono saltati dalla tastiera; ogni giorno raggiungibile comunica il suo stato al lettore di schermo.',
            },
            {
              en: 'The newsletter’s pop-up notices disappear after a few seconds; the same message stays written under the form.',
              it: 'Gli avvisi a comparsa della newsletter spariscono dopo qualche secondo; lo stesso messaggio resta scritto sotto il modulo.',
            },
          ],
        },
      ],
    },
    {
      id: 'contact',
      title: { en: 'Tell us about a problem', it: 'Segnalateci un problema' },
      blocks: [
        {
          p: {
            en: `If something on the site is hard to use, or you need its content in another form, write to {email}: tell us the page and what happened. We answer ${replyTime.en}, fix the problem where we can, and meanwhile send you what you need in a form that works for you.`,
            it: `Se qualcosa nel sito è difficile da usare, o vi serve un contenuto in un’altra forma, scrivete a {email} indicando la pagina e cosa è successo. Vi rispondiamo ${replyTime.it}, correggiamo il problema dove possibile e nel frattempo vi inviamo quello che vi serve in una forma adatta a voi.`,
          },
        },
      ],
    },
  ] satisfies readonly LegalSection[],
} as const;
