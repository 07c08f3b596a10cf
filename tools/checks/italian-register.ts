/**
 * The site speaks to its Italian readers with "voi" (docs/owner-checklist.md). This finds the "tu" forms
 * that slip in: a second-person-singular imperative opening a text or a sentence ("Leggi l'articolo",
 * "Annulla l'iscrizione", "Iscriviti") and the singular pronouns and possessives ("ti", "tuo", "tua").
 */
const imperatives = [
  'Leggi',
  'Scopri',
  'Annulla',
  'Iscriviti',
  'Contattaci',
  'Scrivici',
  'Chiamaci',
  'Clicca',
  'Prenota',
  'Guarda',
  'Inserisci',
  'Scegli',
  'Invia',
  'Torna',
  'Vai',
  'Chiudi',
  'Apri',
  'Seleziona',
  'Conferma',
  'Compila',
  'Segui',
  'Visita',
  'Richiedi',
  'Unisciti',
  'Prova',
  'Controlla',
  'Usa',
  'Premi',
  'Tocca',
  'Aggiungi',
  'Cerca',
  'Salva',
  'Scarica',
  'Vedi',
  'Continua',
  'Riprova',
  'Indica',
  'Scorri',
  'Ricorda',
  'Dicci',
  'Fai',
  'Sali',
  'Vieni',
  'Ingrandisci',
  'Riduci',
];

/** Words from the list that are nouns when followed by these ("Conferma in corso…"). */
const nounUses = [/^Conferma in corso/, /^Prova (?:di|del|della)\b/];

const sentenceStart = new RegExp(`(?:^|[.!?:…»"“]\\s*|\\n\\s*)(${imperatives.join('|')})\\b`, 'g');
const pronouns = /\b(ti|tuo|tua|tuoi|tue|te stesso)\b/gi;

/** The "tu" forms in one Italian text, as they appear. */
export function tuForms(text: string): string[] {
  const found: string[] = [];
  for (const match of text.matchAll(sentenceStart)) {
    const word = match[1] ?? '';
    const rest = text.slice((match.index ?? 0) + match[0].length - word.length);
    if (!nounUses.some((noun) => noun.test(rest))) found.push(rest.slice(0, 40).split('\n')[0] ?? word);
  }
  for (const match of text.matchAll(pronouns)) found.push(match[0]);
  return found;
}
