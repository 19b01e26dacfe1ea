/**
 * Reading a paginated LMS list to its end (issue #12 "Robustness"), shared by the connectors:
 * Canvas pages with RFC 8288 `Link: <...>; rel="next"` headers, Blackboard with
 * `paging.nextPage` (LMS.md "Pagination"). Nothing is dropped silently:
 * - the list is followed to its last page, within {@link MAX_LIST_PAGES} pages and
 *   {@link MAX_LIST_ITEMS} items; past either, what was read is kept and a warning says the list
 *   was truncated and where;
 * - a `next` link back to a page already read (the same URL, or a page whose every item was
 *   already read, e.g. `?page=1` after the first page) stops the reading with a warning;
 * - an item that comes twice (same id) is kept once, with a warning counting the repeats.
 */

/**
 * Pages read at most per list. Canvas caps `per_page` at 100 and some sites at 10 or 50; 5,000
 * pages hold 50,000 items at 10 a page, far beyond any real module list, while a server whose
 * `next` link never ends stops within minutes (and the import deadline stops it sooner).
 */
export const MAX_LIST_PAGES = 5_000;

/** Items kept at most per list (modules, items of one module, quiz questions, contents of one folder). */
export const MAX_LIST_ITEMS = 50_000;

/** One page as the connector read it. */
export interface ListPage<T> {
  items: T[];
  /** The next page's link as the LMS sent it (absolute or relative), or null on the last page. */
  next: string | null;
  /** The URL this page was read from (after redirects). */
  url: URL;
}

export interface ReadListOptions<T> {
  /** "Canvas" | "Blackboard": used in warnings. */
  lmsName: string;
  /** What the list holds, for warnings, e.g. `items of module "Week 1"`. */
  listName: string;
  /** The first page's path or URL. */
  first: string;
  /** Reads one page. @throws LmsError */
  readPage: (pathOrUrl: string) => Promise<ListPage<T>>;
  /** Resolves a link the LMS sent against the base URL (LmsHttpClient.resolve). */
  resolve: (link: string) => URL;
  /** The item's id, or null when it has none (such items are never treated as repeats). */
  keyOf: (item: T) => string | null;
  /** Where warnings go (the import's warnings). */
  warnings: string[];
  /** Defaults {@link MAX_LIST_PAGES}, {@link MAX_LIST_ITEMS}; tests lower them. */
  maxPages?: number;
  maxItems?: number;
}

/** A URL with its query parameters sorted and decoded, so `a=1&b=2` and `b=2&a=1` are one page. */
function pageKey(url: URL): string {
  const params = [...url.searchParams.entries()].sort(([a, av], [b, bv]) =>
    a === b ? av.localeCompare(bv) : a.localeCompare(b),
  );
  return `${url.origin}${url.pathname}?${params.map(([k, v]) => `${k}=${v}`).join("&")}`;
}

/**
 * Reads every page of a list, in order, and returns its items (each id once).
 * @returns the items read; warnings for truncation, loops and repeats are pushed to `warnings`
 * @throws LmsError from `readPage` or `resolve` (a failing page fails the list: its caller
 *   decides whether that sinks the import or one module)
 */
export async function readAllPages<T>(options: ReadListOptions<T>): Promise<T[]> {
  const maxPages = options.maxPages ?? MAX_LIST_PAGES;
  const maxItems = options.maxItems ?? MAX_LIST_ITEMS;
  const { lmsName, listName, warnings } = options;
  const all: T[] = [];
  const seenPages = new Set<string>();
  const seenKeys = new Set<string>();
  let repeats = 0;
  let next: string | null = options.first;
  for (let pages = 0; next !== null; pages++) {
    if (pages >= maxPages) {
      warnings.push(
        `${lmsName}: the list of ${listName} was truncated at ${maxPages} pages (${all.length} items read); the rest was not imported.`,
      );
      break;
    }
    const page: ListPage<T> = await options.readPage(next);
    seenPages.add(pageKey(page.url));
    let fresh = 0;
    for (const item of page.items) {
      const key = options.keyOf(item);
      if (key !== null && seenKeys.has(key)) {
        repeats++;
        continue;
      }
      if (key !== null) seenKeys.add(key);
      if (all.length >= maxItems) {
        warnings.push(
          `${lmsName}: the list of ${listName} was truncated at ${maxItems} items; the rest was not imported.`,
        );
        return all;
      }
      all.push(item);
      fresh++;
    }
    const loopedBack = page.items.length > 0 && fresh === 0 && pages > 0;
    const link: string | null = page.next;
    if (loopedBack || (link !== null && seenPages.has(pageKey(options.resolve(link))))) {
      warnings.push(
        `${lmsName}: the list of ${listName} sent a "next" link back to a page already read (after ${pages + 1} pages, ${all.length} items); reading stopped there and nothing was imported twice.`,
      );
      if (loopedBack) repeats -= page.items.length;
      break;
    }
    next = link;
  }
  if (repeats > 0) {
    warnings.push(`${lmsName}: the list of ${listName} sent ${repeats} item(s) twice; each was imported once.`);
  }
  return all;
}
