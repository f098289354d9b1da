import { readFile } from 'node:fs/promises';
import { parseDocumentImages, parseDocumentText } from '@/parsers/index';

/**
 * npm run parse -- [--text FILE] [IMAGE ...]
 * Prints one JSON object (the parsed details) to stdout; usage errors and unreadable files exit with code 2.
 */

function usage(message: string): never {
  process.stderr.write(`${message}\nusage: npm run parse -- [--text FILE] [IMAGE ...]\n`);
  process.exit(2);
}

async function readOrExit(file: string): Promise<Buffer> {
  try {
    return await readFile(file);
  } catch (error) {
    usage(`cannot read ${file}: ${(error as NodeJS.ErrnoException).code ?? String(error)}`);
  }
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  let textFile: string | null = null;
  const images: string[] = [];
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!;
    if (arg === '--text') {
      const next = args[++i];
      if (!next) usage('--text needs a file');
      textFile = next;
    } else if (arg.startsWith('-')) usage(`unknown option ${arg}`);
    else images.push(arg);
  }
  if (!textFile && images.length === 0) usage('give --text FILE or at least one image');
  if (textFile && images.length > 0) usage('give either --text FILE or images, not both');

  if (textFile) {
    const text = (await readOrExit(textFile)).toString('utf8');
    process.stdout.write(`${JSON.stringify(parseDocumentText({ pages: text.split('\f') }), null, 2)}\n`);
    return;
  }
  const buffers = await Promise.all(images.map(readOrExit));
  try {
    const parsed = await parseDocumentImages(buffers);
    process.stdout.write(`${JSON.stringify(parsed, null, 2)}\n`);
  } finally {
    // OCR workers keep the event loop alive: shut the pool down so the process exits.
    const ocr = (await import('@/parsers/ocr')) as { shutdownOcr?: () => Promise<void> };
    await ocr.shutdownOcr?.();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`parse failed: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
