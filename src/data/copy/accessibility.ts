import type { LegalSection } from './privacy';

/** The day the accessibility statement was last reviewed. */
export const accessibilityStatementDate = '2026-11-23';

/**
 * The accessibility statement at /accessibility/. Placeholders: {email} (a
 * link). Its "how we check" section describes tests/e2e/site.test.ts (the page
 * walk) and scripts/audit: keep them in step.
 */
export const accessibilityPage = {
  title: { en: 'Accessibility', it: 'Accessibilità' },
  description: {
    en: 'How accessible Libeccio’s website is: the standard it aims for (WCAG 2.1 AA), how every page is checked, the known limits and how to tell us about a problem.',
    it: 'Quanto è accessibile il sito di Libeccio: lo standard a cui mira (WCAG 2.1 AA), come viene verificata ogni pagina, i limiti noti e come segnalarci un problema.',
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
      title: { en: 'The standard we aim for', it: 'Lo standard a cui miriamo' },
      blocks: [
        {
          p: {
            en: 'We aim for level AA of the Web Content Accessibility Guidelines (WCAG) 2.1, in English and in Italian, on phones and on computers. As far as we know, the site meets it, apart from the limits listed below.',
            it: 'Miriamo al livello AA delle Linee guida per l’accessibilità dei contenuti web (WCAG) 2.1, in italiano e in inglese, su smartphone e su computer. Per quanto ne sappiamo il sito lo rispetta, salvo i limiti elencati più avanti.',
          },
        },
        {
          p: {
            en: 'Libeccio is run by a small private company. The Italian accessibility law (Law 4/2004, the “Legge Stanca”) applies to private companies only above an average turnover of 500 million euros, so we are not required to publish the AgID accessibility declaration. We hold ourselves to the same standard anyway.',
            it: 'Libeccio è gestita da una piccola società privata. La legge italiana sull’accessibilità (Legge 4/2004, la «Legge Stanca») si applica alle imprese private solo oltre un fatturato medio di 500 milioni di euro, quindi non siamo tenuti a pubblicare la dichiarazione di accessibilità AgID. Ci atteniamo comunque allo stesso standard.',
          },
        },
      ],
    },
    {
      id: 'checks',
      title: { en: 'How we check', it: 'Come verifichiamo' },
      blocks: [
        {
          list: [
            {
              en: 'Every page, in both languages, is checked automatically with axe-core by the site’s tests, at a phone width (375 pixels) and a desktop width (1440 pixels).',
              it: 'Ogni pagina, in entrambe le lingue, viene verificata automaticamente con axe-core dai test del sito, alla larghezza di uno smartphone (375 pixel) e di un computer (1440 pixel).',
            },
            {
              en: 'At the same widths, the contrast of every piece of text against its background is measured in the browser, including the calendar and the forms once they appear.',
              it: 'Alle stesse larghezze misuriamo nel browser il contrasto di ogni testo rispetto al suo sfondo, compresi il calendario e i moduli una volta comparsi.',
            },
            {
              en: 'Every page’s code is checked with the W3C validator, and links between pages are checked too.',
              it: 'Il codice di ogni pagina viene controllato con il validatore del W3C, e vengono controllati anche i collegamenti tra le pagine.',
            },
            {
              en: 'By hand, we spot-check the forms, the calendar and the menus with the keyboard alone and with a screen reader.',
              it: 'A mano, proviamo a campione moduli, calendario e menu con la sola tastiera e con un lettore di schermo.',
            },
          ],
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
            en: 'If something on the site is hard to use, or you need its content in another form, write to {email}: tell us the page and what happened. We will answer, fix it where we can, and send you what you need in a form that works for you meanwhile.',
            it: 'Se qualcosa nel sito è difficile da usare, o vi serve un contenuto in un’altra forma, scrivete a {email} indicando la pagina e cosa è successo. Vi risponderemo, correggeremo il problema dove possibile e nel frattempo vi invieremo quello che vi serve in una forma adatta a voi.',
          },
        },
      ],
    },
  ] satisfies readonly LegalSection[],
} as const;
