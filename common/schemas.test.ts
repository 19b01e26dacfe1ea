import { describe, expect, it } from "vitest";
import { signInSchema, signUpSchema } from "./auth-schemas.ts";
import { DEFAULT_DURATION } from "./constants.ts";
import { courseIdParamSchema, createCourseSchema } from "./schemas.ts";

describe("createCourseSchema", () => {
  it("names title and description when both are missing", () => {
    const result = createCourseSchema.safeParse({});
    expect(result.success).toBe(false);
    const fields = result.error!.issues.map((i) => i.path[0]);
    expect(fields).toEqual(["title", "description"]);
    expect(result.error!.issues.map((i) => i.message)).toEqual(["title is required", "description is required"]);
  });

  it("rejects blank title and description after trimming", () => {
    const result = createCourseSchema.safeParse({ title: "   ", description: "\n\t" });
    expect(result.success).toBe(false);
    expect(result.error!.issues.map((i) => i.path[0])).toEqual(["title", "description"]);
  });

  it("rejects an unknown level with the allowed values in the message", () => {
    const result = createCourseSchema.safeParse({ title: "Biology", description: "Cells", level: "expert" });
    expect(result.success).toBe(false);
    expect(result.error!.issues[0]!.message).toBe("level must be one of beginner, intermediate, advanced");
  });

  it("defaults duration to '4 weeks' and level to beginner, and trims text", () => {
    const parsed = createCourseSchema.parse({ title: "  Organic Chemistry ", description: " Reactions " });
    expect(parsed).toEqual({
      title: "Organic Chemistry",
      description: "Reactions",
      duration: DEFAULT_DURATION,
      level: "beginner",
    });
    expect(createCourseSchema.parse({ title: "a", description: "b", duration: "" }).duration).toBe(DEFAULT_DURATION);
  });

  it("drops userId and progress sent by a client", () => {
    const parsed = createCourseSchema.parse({
      title: "a",
      description: "b",
      userId: "1",
      progress: 99,
      level: "advanced",
    });
    expect(parsed).not.toHaveProperty("userId");
    expect(parsed).not.toHaveProperty("progress");
    expect(parsed.level).toBe("advanced");
  });

  it("bounds the title length", () => {
    expect(createCourseSchema.safeParse({ title: "x".repeat(201), description: "b" }).success).toBe(false);
  });
});

describe("courseIdParamSchema", () => {
  it("accepts positive integers and rejects the rest", () => {
    expect(courseIdParamSchema.parse({ id: "42" }).id).toBe(42);
    for (const id of ["abc", "0", "-3", "1.5"]) expect(courseIdParamSchema.safeParse({ id }).success).toBe(false);
  });
});

describe("auth schemas", () => {
  it("normalises the email and requires a password", () => {
    expect(signInSchema.parse({ email: " Ada@Example.EDU ", password: "x" }).email).toBe("ada@example.edu");
    expect(signInSchema.safeParse({ email: "not-an-email", password: "x" }).success).toBe(false);
    expect(signInSchema.safeParse({ email: "a@b.edu", password: "" }).success).toBe(false);
  });

  it("requires names and a 12+ character password on sign-up", () => {
    const bad = signUpSchema.safeParse({ email: "a@b.edu", password: "short", firstName: "", lastName: "L" });
    expect(bad.success).toBe(false);
    expect(bad.error!.issues.map((i) => i.path[0]).sort()).toEqual(["firstName", "password"]);
    expect(
      signUpSchema.safeParse({ email: "a@b.edu", password: "elevenchars", firstName: "A", lastName: "L" }).success,
    ).toBe(false);
    expect(
      signUpSchema.safeParse({ email: "a@b.edu", password: "twelve chars", firstName: "A", lastName: "L" }).success,
    ).toBe(true);
  });
});
