import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { collectRoutes } from '../../edge/routes';
import { isNoindex, splitLocale } from '../../scripts/sitemap';
import { privacyNoticeVersion, privacyPage } from '../../src/data/copy/privacy';
import { accessibilityPage, accessibilityStatementDate } from '../../src/data/copy/accessibility';
import { operator, operatorFacts, site } from '../../common/facts/site';
import { formatDate, localePrefix, locales } from '../../common/locales';
import { buildDir } from '../../common/paths';
import { replyTime } from '../../common/facts/charter';

const built = (route: string) => readFileSync(path.join(buildDir, route, 'index.html'), 'utf8');
/** The text of an HTML fragment: tags and React's text separators out, entities the build writes decoded. */
const text = (html: string) =>
  html
    .replace(/<!-- -->/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');
const footerOf = (html: string) => /<footer[\s\S]*<\/footer>/.exec(html)?.[0] ?? '';
const hrefs = (html: string) => [...html.matchAll(/<a [^>]*href="?([^" >]+)/g)].map((match) => match[1]);

let routes: string[];
beforeAll(async () => {
  routes = await collectRoutes(buildDir);
});

describe('the footer of every built page', () => {
  it('names the operator and links to the privacy and accessibility pages of its own language, which exist', () => {
    const pages = [...routes, '/404.html', '/it/404.html'];
    expect(pages.length).toBeGreaterThan(50);
    for (const route of pages) {
      const [locale] = splitLocale(route);
      const html = route.endsWith('.html')
        ? readFileSync(path.join(buildDir, route), 'utf8')
        : built(route);
      const footer = footerOf(html);
      const footerText = text(footer);
      const seen = {
        route,
        // The text reads the share capital's no-break space as a space.
        facts: operatorFacts(locale)
          .map((fact) => fact.replace(/\s+/g, ' '))
          .filter((fact) => !footerText.includes(fact)),
        privacy: hrefs(footer).includes(`${localePrefix(locale)}/privacy/`),
        accessibility: hrefs(footer).includes(`${localePrefix(locale)}/accessibility/`),
      };
      expect(seen).toEqual({ route, facts: [], privacy: true, accessibility: true });
    }
    for (const locale of locales) {
      for (const page of ['privacy', 'accessibility']) {
        const html = built(`${localePrefix(locale)}/${page}/`);
        expect(html).toMatch(new RegExp(`<html[^>]* lang="?${locale}[" >]`));
      }
    }
  });
});

describe.each(locales)('the legal pages in %s', (locale) => {
  const prefix = localePrefix(locale);

  it('the privacy notice has its title, description, every section and the version date', () => {
    const html = built(`${prefix}/privacy/`);
    expect(html).toContain(`<meta data-rh=true name=description content="${privacyPage.description[locale]}"`);
    expect(text(/<h1[^>]*>[\s\S]*?<\/h1>/.exec(html)?.[0] ?? '').trim()).toBe(privacyPage.title[locale]);
    const h2s = [...html.matchAll(/<h2[^>]*>([\s\S]*?)<\/h2>/g)].map((match) => text(match[1] ?? '').trim());
    for (const section of privacyPage.sections) expect(h2s).toContain(section.title[locale]);
    const main = text(/<main[\s\S]*<\/main>/.exec(html)?.[0] ?? '');
    expect(main).toContain(formatDate(privacyNoticeVersion, locale));
    expect(main).toContain(operator.legalName);
    expect(main).toContain(operator.dataRegion.code);
    expect(hrefs(html)).toContain(`mailto:${operator.privacyEmail}`);
    expect(hrefs(html)).toContain('https://www.garanteprivacy.it/');
    // No placeholder left unfilled.
    expect(main).not.toMatch(/\{\w+\}/);
  });

  it('the privacy notice names the Regulation and the Italian code in full, art. 130, the Data Privacy Framework and the ten-year tax records', () => {
    const main = text(/<main[\s\S]*<\/main>/.exec(built(`${prefix}/privacy/`))?.[0] ?? '');
    const expected = {
      en: [
        'Regulation (EU) 2016/679 of the European Parliament and of the Council of 27 April 2016, the General Data Protection Regulation',
        'Legislative Decree 196/2003, as amended by Legislative Decree 101/2018',
        'art. 6(1)(a) GDPR and art. 130 of the Codice privacy',
        'EU–US Data Privacy Framework',
        'adequacy decision of 10 July 2023 (art. 45 GDPR)',
        'standard contractual clauses',
        'kept for ten years, as the Italian Civil Code requires (art. 2220 c.c.)',
        'The newsletter is promotional',
        'WhatsApp Ireland Limited',
        'as an independent controller',
        'art. 9(2)(a) GDPR',
        'extended by two further months',
        'Right to object:',
      ],
      it: [
        'Regolamento (UE) 2016/679 del Parlamento europeo e del Consiglio del 27 aprile 2016, regolamento generale sulla protezione dei dati',
        'D.Lgs. 196/2003, come modificato dal D.Lgs. 101/2018',
        'art. 6, par. 1, lett. a), GDPR e art. 130 del Codice privacy',
        'EU-US Data Privacy Framework',
        'decisione di adeguatezza della Commissione europea del 10 luglio 2023 (art. 45 GDPR)',
        'clausole contrattuali tipo',
        'conservati per dieci anni, come richiede il Codice civile (art. 2220 c.c.)',
        'La newsletter ha finalità promozionali',
        'WhatsApp Ireland Limited',
        'come titolare autonomo',
        'art. 9, par. 2, lett. a), GDPR',
        'prorogabile di due mesi',
        'Diritto di opposizione:',
      ],
    }[locale];
    for (const phrase of expected) expect({ phrase, found: main.includes(phrase) }).toEqual({ phrase, found: true });
    expect(hrefs(built(`${prefix}/privacy/`))).toContain('https://aws.amazon.com/compliance/gdpr-center/');
    // Automated decisions have a section of their own, not a line under "Changes".
    const h2s = [...built(`${prefix}/privacy/`).matchAll(/<h2[^>]*>([\s\S]*?)<\/h2>/g)].map((match) =>
      text(match[1] ?? '').trim(),
    );
    expect(h2s).toContain(locale === 'en' ? 'Automated decisions' : 'Decisioni automatizzate');
  });

  it('the accessibility statement says partially conformant, by self-assessment on its date, and when we answer', () => {
    const main = text(/<main[\s\S]*<\/main>/.exec(built(`${prefix}/accessibility/`))?.[0] ?? '');
    const date = formatDate(accessibilityStatementDate, locale);
    const expected = {
      en: [
        'The site is partially conformant with WCAG 2.1 AA',
        `We last assessed it on ${date}, by self-assessment.`,
        'Directive (EU) 2019/882, implemented in Italy by Legislative Decree 82/2022',
        'exempts micro-enterprises that provide services from its accessibility requirements (art. 4(5))',
        'Before each release we check:',
        `We answer ${replyTime.en}`,
      ],
      it: [
        'Il sito è parzialmente conforme alle WCAG 2.1 AA',
        `L’ultima valutazione risale al ${date} ed è stata svolta da noi stessi (autovalutazione).`,
        'direttiva (UE) 2019/882, recepita in Italia dal D.Lgs. 82/2022',
        'esonera dai propri requisiti di accessibilità le microimprese che forniscono servizi (art. 4, par. 5)',
        'Prima di ogni pubblicazione verifichiamo:',
        `Vi rispondiamo ${replyTime.it}`,
      ],
    }[locale];
    for (const phrase of expected) expect({ phrase, found: main.includes(phrase) }).toEqual({ phrase, found: true });
  });

  it('the accessibility statement has its title, description and every section', () => {
    const html = built(`${prefix}/accessibility/`);
    expect(html).toContain(`<meta data-rh=true name=description content="${accessibilityPage.description[locale]}"`);
    const h2s = [...html.matchAll(/<h2[^>]*>([\s\S]*?)<\/h2>/g)].map((match) => text(match[1] ?? '').trim());
    for (const section of accessibilityPage.sections) expect(h2s).toContain(section.title[locale]);
    expect(text(/<main[\s\S]*<\/main>/.exec(html)?.[0] ?? '')).not.toMatch(/\{\w+\}/);
  });

  it('the home page carries the operator as schema.org Organization JSON-LD', () => {
    const html = built(`${prefix}/`);
    const blocks = [...html.matchAll(/<script[^>]*type="?application\/ld\+json"?[^>]*>([\s\S]*?)<\/script>/g)].map(
      (match) => JSON.parse(match[1] ?? '') as Record<string, unknown>,
    );
    const organization = blocks.find((block) => block['@type'] === 'Organization');
    expect(organization).toMatchObject({
      '@context': 'https://schema.org',
      legalName: operator.legalName,
      vatID: operator.vatId,
      identifier: { '@type': 'PropertyValue', propertyID: 'REA', value: operator.rea },
      email: operator.privacyEmail,
      url: `${site.url}${prefix}/`,
      logo: `${site.url}/img/logo.svg`,
      address: {
        '@type': 'PostalAddress',
        streetAddress: operator.address.street,
        postalCode: operator.address.postalCode,
        addressLocality: operator.address.locality,
        addressCountry: operator.address.countryCode,
      },
    });
    expect(existsSync(path.join(buildDir, 'img', 'logo.svg'))).toBe(true);
  });
});

describe('the e-mail-link pages', () => {
  const linkPages = ['/newsletter/confirm/', '/newsletter/unsubscribe/', '/it/newsletter/confirm/', '/it/newsletter/unsubscribe/'];

  it('are built, in both languages, and ask not to be indexed', () => {
    for (const route of linkPages) {
      expect(routes).toContain(route);
      expect(isNoindex(built(route))).toBe(true);
    }
  });

  it('are left out of the sitemap, which lists the privacy and accessibility pages', () => {
    const xml = readFileSync(path.join(buildDir, 'sitemap.xml'), 'utf8');
    for (const route of linkPages) expect(xml).not.toContain(`${site.url}${route}<`);
    for (const route of ['/privacy/', '/it/privacy/', '/accessibility/', '/it/accessibility/']) {
      expect(xml).toContain(`<loc>${site.url}${route}</loc>`);
    }
    // Only the noindex pages are left out.
    const indexed = routes.filter((route) => !isNoindex(built(route)));
    expect(indexed.length).toBe(routes.length - linkPages.length);
  });

  it('render no button in the static page: only the page, once it has read its link, offers one', () => {
    for (const route of linkPages) {
      const main = /<main[\s\S]*<\/main>/.exec(built(route))?.[0] ?? '';
      expect(main).not.toContain('<button');
      expect(main).not.toContain('<form');
    }
  });
});
