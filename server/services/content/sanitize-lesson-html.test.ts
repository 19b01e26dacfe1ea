import { describe, expect, it } from "vitest";
import { sanitizeLessonHtml } from "./sanitize-lesson-html.ts";

describe("sanitizeLessonHtml", () => {
  it("removes <script> with its content", () => {
    const out = sanitizeLessonHtml(
      '<p>Hi</p><script>alert("x")</script><SCRIPT src="https://evil.example/x.js"></SCRIPT>',
    );
    expect(out).toBe("<p>Hi</p>");
    expect(out.toLowerCase()).not.toContain("script");
  });

  it("removes event handlers such as onerror= and javascript: URLs", () => {
    const out = sanitizeLessonHtml(
      '<img src="https://example.edu/a.png" alt="A" onerror="alert(1)"><a href="javascript:alert(1)" onclick="x()">link</a><p onmouseover="y()">t</p>',
    );
    expect(out).not.toMatch(/onerror|onclick|onmouseover|javascript:/i);
    expect(out).toContain('<img src="https://example.edu/a.png" alt="A" />');
    expect(out).toContain("<a>link</a>");
    expect(out).toContain("<p>t</p>");
  });

  it("keeps the allowed structure: headings, lists, tables, emphasis, code", () => {
    const html =
      "<h2>Intro</h2><h3>Part</h3><p>Text <strong>bold</strong> <em>it</em> <u>u</u> <s>s</s></p><ul><li>a</li></ul><ol><li>b</li></ol>" +
      '<table><caption>Cap</caption><thead><tr><th scope="col">H</th></tr></thead><tbody><tr><td>D</td></tr></tbody></table>' +
      "<blockquote>q</blockquote><pre><code>x = 1</code></pre><hr /><br />";
    expect(sanitizeLessonHtml(html)).toBe(html);
  });

  it("keeps links with http, https and mailto, and adds rel=noopener to target=_blank", () => {
    expect(sanitizeLessonHtml('<a href="https://example.edu" title="T">Read the guide</a>')).toBe(
      '<a href="https://example.edu" title="T">Read the guide</a>',
    );
    expect(sanitizeLessonHtml('<a href="mailto:help@example.edu">Email the help desk</a>')).toContain("mailto:");
    expect(sanitizeLessonHtml('<a href="https://x.edu" target="_blank">X guide</a>')).toBe(
      '<a href="https://x.edu" target="_blank" rel="noopener noreferrer">X guide</a>',
    );
    expect(sanitizeLessonHtml('<a href="ftp://x.edu/f">file</a>')).toBe("<a>file</a>");
    expect(sanitizeLessonHtml('<a href="/api/logout">relative</a>')).toBe("<a>relative</a>");
    expect(sanitizeLessonHtml('<img src="x" alt="relative">')).toBe("");
  });

  it("keeps this app's course file URLs, /api/files/<id>, and no other relative URL (issue #12)", () => {
    expect(sanitizeLessonHtml('<p><img src="/api/files/123" alt="Cell diagram"></p>')).toBe(
      '<p><img src="/api/files/123" alt="Cell diagram" /></p>',
    );
    expect(sanitizeLessonHtml('<a href="/api/files/7">Handout (PDF)</a>')).toBe(
      '<a href="/api/files/7">Handout (PDF)</a>',
    );
    for (const url of [
      "/api/files/1/../../logout",
      "/api/files/x",
      "/api/files/1?download",
      "//evil.example/api/files/1",
    ]) {
      expect(sanitizeLessonHtml(`<img src="${url}" alt="A">`)).toBe("");
      expect(sanitizeLessonHtml(`<a href="${url}">A</a>`)).toBe("<a>A</a>");
    }
  });

  it("keeps links to a course, a lesson or a module in the course editor, and no look-alike (issue #12)", () => {
    for (const url of ["/course/12", "/course/12#lesson-34", "/course/12#module-5"]) {
      expect(sanitizeLessonHtml(`<a href="${url}">Next</a>`)).toBe(`<a href="${url}">Next</a>`);
    }
    for (const url of [
      "/course/12/../../api/logout",
      "/course/x",
      "/course/12#lesson-",
      "/course/12?x=1#lesson-3",
      "/courses/12",
      "//evil.example/course/12",
    ]) {
      expect(sanitizeLessonHtml(`<a href="${url}">Next</a>`)).toBe("<a>Next</a>");
    }
    expect(sanitizeLessonHtml('<img src="/course/12" alt="A">')).toBe("");
  });

  it("keeps the allowed YouTube and Vimeo iframes and removes one from an unlisted host", () => {
    const yt =
      '<iframe src="https://www.youtube-nocookie.com/embed/abc" title="Lecture" width="560" height="315" allowfullscreen></iframe>';
    expect(sanitizeLessonHtml(yt)).toBe(yt);
    expect(sanitizeLessonHtml('<iframe src="https://www.youtube.com/embed/x" title="V"></iframe>')).toContain(
      "youtube.com/embed/x",
    );
    expect(sanitizeLessonHtml('<iframe src="https://player.vimeo.com/video/1" title="V"></iframe>')).toContain(
      "player.vimeo.com",
    );
    expect(sanitizeLessonHtml('<p>a</p><iframe src="https://evil.example/embed" title="E"></iframe>')).toBe("<p>a</p>");
    expect(sanitizeLessonHtml('<iframe src="http://www.youtube.com/embed/x"></iframe>')).toBe("");
    expect(sanitizeLessonHtml('<iframe src="https://www.youtube.com.evil.example/x"></iframe>')).toBe("");
  });

  it("allows data: only for raster images", () => {
    expect(sanitizeLessonHtml('<img src="data:image/png;base64,iVBORw0KGgo=" alt="dot">')).toContain("data:image/png");
    expect(sanitizeLessonHtml('<img src="data:text/html;base64,PHNjcmlwdD4=" alt="x">')).toBe("");
    expect(sanitizeLessonHtml('<a href="data:text/html,hi">x</a>')).toBe("<a>x</a>");
  });

  it("limits span styles to color, background-color and font-weight", () => {
    const out = sanitizeLessonHtml(
      '<span style="color:#c00;background-color:yellow;font-weight:bold;position:fixed;background-image:url(https://x/y)">x</span>',
    );
    expect(out).toBe('<span style="color:#c00;background-color:yellow;font-weight:bold">x</span>');
    expect(sanitizeLessonHtml('<p style="color:red">x</p>')).toBe("<p>x</p>");
  });

  it("drops disallowed tags but keeps their text, and handles empty input", () => {
    expect(sanitizeLessonHtml('<div class="x"><form><input value="v"></form>Plain</div>')).toBe("Plain");
    expect(sanitizeLessonHtml("<style>p{}</style><svg><script>1</script></svg>ok")).toBe("ok");
    expect(sanitizeLessonHtml("")).toBe("");
  });

  it("keeps the linked assessment id of an assessment lesson and table header spans", () => {
    expect(sanitizeLessonHtml('<p data-assessment-id="12" onclick="x()">Assessment: Quiz 1</p>')).toBe(
      '<p data-assessment-id="12">Assessment: Quiz 1</p>',
    );
    expect(sanitizeLessonHtml('<table><tr><th scope="col" colspan="2">H</th></tr></table>')).toContain(
      '<th scope="col" colspan="2">H</th>',
    );
  });

  it("keeps text and background colours as a pair: drop both or neither (issue #12)", () => {
    // A background the allow-list refuses (shorthand, gradient) takes the text colour with it.
    expect(sanitizeLessonHtml('<span style="background:#003366;color:#ffffff">Week 1</span>')).toBe(
      "<span>Week 1</span>",
    );
    // A text colour the allow-list refuses takes the background with it.
    expect(sanitizeLessonHtml('<span style="color:var(--brand);background-color:#003366">x</span>')).toBe(
      "<span>x</span>",
    );
    expect(sanitizeLessonHtml('<span style="color:#fff;background-color:#036;font-weight:bold">x</span>')).toBe(
      '<span style="color:#fff;background-color:#036;font-weight:bold">x</span>',
    );
    expect(sanitizeLessonHtml('<span style="color:#c00">red on the page background</span>')).toBe(
      '<span style="color:#c00">red on the page background</span>',
    );
  });

  it("drops a text colour under an ancestor whose background was removed (invisible white headings)", () => {
    const heading =
      '<h2 style="background-color:#003366;padding:8px"><span style="color:#ffffff">Week 1</span></h2>' +
      '<div style="background-image:url(x.png)"><p><span style="color:white;font-weight:bold">Intro</span></p></div>' +
      '<p><span style="color:#c00">kept</span></p>';
    expect(sanitizeLessonHtml(heading)).toBe(
      '<h2><span>Week 1</span></h2><p><span style="font-weight:bold">Intro</span></p><p><span style="color:#c00">kept</span></p>',
    );
    // A kept background inside a lost one starts a new pair.
    expect(
      sanitizeLessonHtml('<div style="background:#000"><span style="background-color:#fff;color:#000">ok</span></div>'),
    ).toBe('<span style="color:#000;background-color:#fff">ok</span>');
  });

  it("takes a missing alt from data-alt or Blackboard's BbML data-bbfile alternativeText", () => {
    const bbFile = JSON.stringify({ render: "inline", mimeType: "image/png", alternativeText: "A plant cell" });
    expect(sanitizeLessonHtml(`<img src="https://x.test/c.png" data-bbfile='${bbFile}'>`)).toBe(
      '<img src="https://x.test/c.png" alt="A plant cell" />',
    );
    expect(sanitizeLessonHtml('<img src="https://x.test/c.png" data-alt="Chart of growth">')).toBe(
      '<img src="https://x.test/c.png" alt="Chart of growth" />',
    );
    // An alt that is there (even empty: decorative) wins; broken JSON adds nothing.
    expect(sanitizeLessonHtml('<img src="https://x.test/c.png" alt="" data-alt="ignored">')).toBe(
      '<img src="https://x.test/c.png" alt="" />',
    );
    expect(sanitizeLessonHtml('<img src="https://x.test/c.png" data-bbfile="{oops">')).toBe(
      '<img src="https://x.test/c.png" />',
    );
  });
});
