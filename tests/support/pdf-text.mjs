// Prints the text of a PDF. Run as its own Node process: pdf.js loads its
// worker with a dynamic import, which Jest's module sandbox does not allow.
import { readFileSync } from 'node:fs';
import { PDFParse } from 'pdf-parse';

const parser = new PDFParse({ data: readFileSync(process.argv[2]) });
const { text } = await parser.getText();
await parser.destroy();
process.stdout.write(text);
