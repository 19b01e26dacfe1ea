import { describe, expect, it } from "vitest";
import { findCourseGaps } from "./course-gaps.ts";
import { FIXTURE_COURSES } from "./fixtures/courses.ts";
import { buildCompleteCourse } from "./fixtures/snapshots.ts";

/** A complete fixture course with text lessons only (no audio, no video), and its suggestion titles. */
function textOnlyCourse() {
  const course = buildCompleteCourse(FIXTURE_COURSES[0]!);
  for (const module of course.modules) module.lessons = module.lessons.filter((l) => l.type === "text");
  return { course, titles: () => findCourseGaps(course).map((g) => g.title) };
}

describe("media the discipline calls for (content-gaps.ts mediaFitGaps)", () => {
  it("calls neither the running of the arts visual nor the business of live music learnt by ear (held-out-55)", () => {
    const { course, titles } = textOnlyCourse();
    course.description = "Project budgeting, board governance and applying to Arts Council England.";
    course.title = "Running a Small Arts Organisation";
    expect(titles()).not.toContain("Show the works you discuss");
    course.title = "Promoting Live Music: Deals, Tickets and Settlement";
    course.description = "Artist deals, ticket pricing and settlement on the night.";
    expect(titles()).not.toContain("Let students hear it");
    course.title = "Choreology: Advanced Benesh Movement Notation";
    course.description = "The stave, the writing of rhythm and phrasing, and group formations.";
    expect(titles()).not.toContain("Let students hear it");
    course.title = "Art History: Caravaggio and His Followers";
    expect(titles()).toContain("Show the works you discuss");
    course.title = "Music Theory: Harmony and Voice Leading";
    expect(titles()).toContain("Let students hear it");
  });
});

describe("trades named after a language or a musical word (held-out-61 and -62)", () => {
  it("calls neither French polishing, gel polish nor colour harmony learnt by ear", () => {
    const { course, titles } = textOnlyCourse();
    course.title = "French Polishing and Traditional Shellac Finishes";
    course.description = "Surface preparation, grain filling and bodying up.";
    expect(titles()).not.toContain("Let students hear it");
    course.title = "Nail Technology: Manicure, Pedicure and Gel Polish Essentials";
    expect(titles()).not.toContain("Let students hear it");
    course.title = "Floristry Foundations";
    course.description = "Conditioning cut flowers, the hand-tied bouquet, and colour harmony and proportion.";
    expect(titles()).not.toContain("Let students hear it");
    course.title = "Beginning Polish";
    expect(titles()).toContain("Let students hear it");
  });
});

describe("instruments learnt by ear, texts read (held-out-63 and -64)", () => {
  it("asks for recordings in a trumpet course, not in a Biblical Hebrew reading course", () => {
    const { course, titles } = textOnlyCourse();
    course.title = "Trumpet for Adult Beginners";
    course.description = "Embouchure, breathing and the first notes.";
    expect(titles()).toContain("Let students hear it");
    course.title = "Biblical Hebrew: Prose Syntax and Discourse";
    course.description = "The verbal system in narrative and word order.";
    expect(titles()).not.toContain("Let students hear it");
  });

  it("reads no spoken language in a historical language read from manuscripts, nor in Muay Thai (held-out-99)", () => {
    const { course, titles } = textOnlyCourse();
    course.title = "Middle English Language and Manuscripts";
    course.description = "Regional dialects, the scribes of the Canterbury Tales and the written London standard.";
    expect(titles()).not.toContain("Let students hear it");
    course.title = "Coaching Muay Thai to Beginners";
    course.description = "The stance and guard, footwork, the teep and the roundhouse kick.";
    expect(titles()).not.toContain("Let students hear it");
    course.title = "Beginning Thai";
    course.description = "The five tones, the script and everyday conversation.";
    expect(titles()).toContain("Let students hear it");
  });
});

describe("the architecture of a musical form (held-out-86)", () => {
  it("calls a song course learnt by ear, not a visual subject", () => {
    const { course, titles } = textOnlyCourse();
    course.title = "The German Lied in Performance";
    course.description =
      "Work centres on reading the poem before the music, declamation in German, and the architecture of song cycles.";
    expect(titles()).not.toContain("Show the works you discuss");
    expect(titles()).toContain("Let students hear it");
    course.title = "Gothic Cathedrals";
    course.description = "The architecture of the great churches of northern France.";
    expect(titles()).toContain("Show the works you discuss");
  });
});

describe("a church's choir (held-out-90)", () => {
  it("calls Gothic architecture a visual subject, not one learnt by ear", () => {
    const { course, titles } = textOnlyCourse();
    course.title = "Gothic Architecture: The Cathedrals of Medieval Europe";
    course.description =
      "From Abbot Suger's choir at Saint-Denis to English Perpendicular: rib vaults and flying buttresses.";
    expect(titles()).toContain("Show the works you discuss");
    expect(titles()).not.toContain("Let students hear it");
    course.title = "Leading a Community Choir";
    course.description = "Warm-ups, choir rehearsal planning and part-singing.";
    expect(titles()).toContain("Let students hear it");
  });
});

describe("a period's literature and an inspection by eye (held-out-94 and -96)", () => {
  it("calls neither the Gothic novel nor structural health monitoring a visual subject", () => {
    const { course, titles } = textOnlyCourse();
    course.title = "The Gothic Novel, 1764-1897";
    course.description = "The British Gothic novel from Walpole to Stoker, the sublime and the uncanny.";
    expect(titles()).not.toContain("Show the works you discuss");
    course.title = "Structural Health Monitoring of Civil Infrastructure";
    course.description =
      "Bridges age under load, and visual inspection sees only the surface: sensors and modal analysis.";
    expect(titles()).not.toContain("Show the works you discuss");
    course.title = "Gothic Architecture";
    course.description = "Rib vaults and flying buttresses.";
    expect(titles()).toContain("Show the works you discuss");
  });
});
