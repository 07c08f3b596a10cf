import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from '../../common/paths';
import { tuForms } from './italian-register';

/** Every file under `dir` whose name passes `keep`. */
function files(dir: string, keep: (name: string) => boolean): string[] {
  return readdirSync(path.join(repoRoot, dir), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && keep(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/** The Italian halves of the copy objects ({ en: …, it: … }) of a source file. */
function italianLiterals(source: string): string[] {
  return [...source.matchAll(/\bit:\s*(['"`])((?:\\.|(?!\1)[\s\S])*?)\1/g)].map((match) => match[2] ?? '');
}

describe('the Italian register', () => {
  it('recognises the tu forms it must keep out', () => {
    expect(tuForms('Leggi l’articolo')).toEqual(['Leggi l’articolo']);
    expect(tuForms('Non volete più riceverle? Annulla l’iscrizione')).toEqual(['Annulla l’iscrizione']);
    expect(tuForms('Niente ti prepara davvero alla partenza')).toEqual(['ti']);
    expect(tuForms('Leggete la cronaca. Conferma in corso… La barca torna a Lipari.')).toEqual([]);
  });

  it('uses voi in every Italian post, page text, theme string, mail and toast', () => {
    const sources = [
      ...files('i18n/it', (name) => /\.(md|mdx|json)$/.test(name)),
      ...['src', 'common', 'functions'].flatMap((dir) =>
        files(dir, (name) => /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name)),
      ),
    ];
    expect(sources.length).toBeGreaterThan(60);
    const slips = sources.flatMap((file) => {
      const source = readFileSync(file, 'utf8');
      const texts = /\.(md|mdx|json)$/.test(file) ? [source] : italianLiterals(source);
      return texts.flatMap(tuForms).map((form) => `${path.relative(repoRoot, file)}: ${form}`);
    });
    expect(slips).toEqual([]);
  });
});
