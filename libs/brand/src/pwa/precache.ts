import { createHash } from 'node:crypto';

/** The parts of a build's output the precache list needs (Rollup's OutputBundle, narrowed). */
export type BuiltFiles = Record<
  string,
  | {
      type: 'chunk';
      fileName: string;
      isEntry: boolean;
      imports: readonly string[];
      viteMetadata?: { importedCss: ReadonlySet<string> };
    }
  | { type: 'asset'; fileName: string }
>;

/**
 * What the service worker keeps for the app shell: index.html, the entry's script, every chunk
 * it imports statically (the modulepreloads) and their stylesheets, the chunks named in
 * `alsoChunks` with theirs (the brand's language tables, which the entry cannot start without),
 * plus the extra files given (offline page, manifest, icons). Lazy pages' chunks are left to the
 * runtime cache: precaching them would download the whole site on the first visit.
 */
export function precacheList(
  bundle: BuiltFiles,
  extra: readonly string[] = [],
  alsoChunks: readonly string[] = [],
): string[] {
  const files = new Set<string>();
  const visit = (fileName: string) => {
    const chunk = bundle[fileName];
    if (!chunk || chunk.type !== 'chunk' || files.has(fileName)) return;
    files.add(fileName);
    for (const css of chunk.viteMetadata?.importedCss ?? []) files.add(css);
    for (const imported of chunk.imports) visit(imported);
  };
  for (const output of Object.values(bundle))
    if (output.type === 'chunk' && output.isEntry) visit(output.fileName);
  for (const fileName of alsoChunks) visit(fileName);
  return ['/index.html', ...[...files].sort().map((file) => `/${file}`), ...extra];
}

/**
 * The build's version: a hash of the precached names (content-hashed, so new code is a new name)
 * and of the texts that keep their names (the offline page, the manifest). It names the caches,
 * so a new build installs beside the old one and the old one is deleted when it activates.
 */
export function buildVersion(urls: readonly string[], texts: readonly string[]): string {
  const hash = createHash('sha256');
  for (const part of [...urls, ...texts]) hash.update(part).update('\0');
  return hash.digest('hex').slice(0, 12);
}
