import { describe, expect, it } from "vitest";
import { nextLink } from "./canvas.ts";
import { parseLmsJson, retryDelayFromHeaders } from "./http.ts";

describe("parseLmsJson", () => {
  it("strips Canvas's while(1); prefix", () => {
    expect(parseLmsJson('while(1);[{"id":1}]')).toEqual([{ id: 1 }]);
    expect(parseLmsJson('{"a":1}')).toEqual({ a: 1 });
    expect(parseLmsJson("<html>")).toBeUndefined();
  });
});

describe("retryDelayFromHeaders", () => {
  const now = Date.parse("2025-01-01T00:00:00Z");
  it("reads Retry-After seconds and dates, and X-Rate-Limit-Reset epoch seconds", () => {
    expect(retryDelayFromHeaders(new Headers({ "Retry-After": "3" }), now)).toBe(3000);
    expect(retryDelayFromHeaders(new Headers({ "Retry-After": "Wed, 01 Jan 2025 00:00:05 GMT" }), now)).toBe(5000);
    expect(retryDelayFromHeaders(new Headers({ "X-Rate-Limit-Reset": String(now / 1000 + 7) }), now)).toBe(7000);
    expect(retryDelayFromHeaders(new Headers(), now)).toBeNull();
  });
});

describe("nextLink", () => {
  it("finds rel=next among Canvas's rels", () => {
    const header =
      '<https://c.edu/api/v1/courses?page=1&per_page=2>; rel="current",<https://c.edu/api/v1/courses?page=2&per_page=2>; rel="next",<https://c.edu/api/v1/courses?page=1&per_page=2>; rel="first"';
    expect(nextLink(header)).toBe("https://c.edu/api/v1/courses?page=2&per_page=2");
    expect(nextLink('<https://c.edu/x?page=3>; rel="last"')).toBeNull();
    expect(nextLink(null)).toBeNull();
  });
});
