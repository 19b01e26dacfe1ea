import { describe, expect, it } from "vitest";
import { csvField, toCsv } from "./csv";

describe("CSV (RFC 4180)", () => {
  it("leaves plain fields and numbers alone", () => {
    expect(csvField("Cell Biology")).toBe("Cell Biology");
    expect(csvField(82)).toBe("82");
    expect(csvField(null)).toBe("");
  });

  it("quotes fields with commas, quotes and line breaks, doubling inner quotes", () => {
    expect(csvField("Biology, Part 1")).toBe('"Biology, Part 1"');
    expect(csvField('The "Cell"')).toBe('"The ""Cell"""');
    expect(csvField("two\nlines")).toBe('"two\nlines"');
    expect(csvField("cr\rhere")).toBe('"cr\rhere"');
  });

  it("defuses spreadsheet formulas in text", () => {
    expect(csvField("=HYPERLINK(1)")).toBe("'=HYPERLINK(1)");
    expect(csvField("@SUM(A1)")).toBe("'@SUM(A1)");
    expect(csvField("-1+1, x")).toBe(`"'-1+1, x"`);
  });

  it("joins records with CRLF and ends with CRLF", () => {
    expect(
      toCsv([
        ["Course", "Overall"],
        ["A, B", 90],
      ]),
    ).toBe('Course,Overall\r\n"A, B",90\r\n');
  });
});
