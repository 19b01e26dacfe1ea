import { describe, expect, it } from "vitest";
import { listedTopics } from "./topics.ts";

describe("choices, numbers and lead-ins inside a description's list (held-out-73 and -76)", () => {
  it("keeps the choices after 'between' and the numbers of one noun in their item", () => {
    expect(
      listedTopics(
        "Topics include choosing between a hosted platform, open-source software and a marketplace; designing a checkout that customers complete; taking card payments securely; and writing a returns policy.",
      )[0],
    ).toBe("choosing between a hosted platform, open-source software and a marketplace");
    expect(
      listedTopics(
        "The module works through the ISSB standards IFRS S1 and S2, greenhouse gas accounting across Scopes 1, 2 and 3, single and double materiality, and the external assurance of sustainability disclosures.",
      ),
    ).toEqual([
      "ISSB standards IFRS S1 and S2",
      "greenhouse gas accounting",
      "single and double materiality",
      "external assurance of sustainability disclosures",
    ]);
    // "between rooms, applied to ...": no choices, the list goes on.
    expect(
      listedTopics(
        "Sound levels and the decibel scale, reverberation time and Sabine's equation, porous and resonant sound absorbers, and airborne sound insulation between rooms, applied to classrooms, offices and small halls.",
      ).at(-1),
    ).toBe("airborne sound insulation between rooms");
  });

  it("reads imperatives after a colon as skills, and drops 'finally', 'review' and a lead-in for the players", () => {
    expect(
      listedTopics(
        "Plan a demolition from first survey to cleared site: appraise the structure and its hazards, choose between hand, machine, high-reach and top-down methods, keep partly demolished structures stable with temporary works, and manage dust suppression on urban sites, following BS 6187.",
      ),
    ).toEqual([
      "appraising the structure and its hazards",
      "choosing between hand, machine, high-reach and top-down methods",
      "keeping partly demolished structures stable with temporary works",
      "managing dust suppression on urban sites",
    ]);
    expect(
      listedTopics(
        "This module builds towards it in stages: the Levi-Civita connection and parallel transport, geodesics and the exponential map, the Riemann curvature tensor, and finally the Gauss-Bonnet theorem for compact surfaces.",
      ).at(-1),
    ).toBe("Gauss-Bonnet theorem for compact surfaces");
    expect(
      listedTopics(
        "Advanced students analyse echolocation call design, acoustic identification and its limits, and roost ecology and hibernation physiology, and review the spread and impact of white-nose syndrome.",
      ).at(-1),
    ).toBe("spread and impact of white-nose syndrome");
    expect(
      listedTopics(
        "For players with at least a year's experience, sessions develop stance and kata, base rhythms, the roles of the drums within a kumi-daiko group, and odaiko solos.",
      ),
    ).toEqual(["stance and kata", "base rhythms", "roles of the drums", "odaiko solos"]);
  });

  it("titles a lone head's span 'from ... to ...' and drops the list's own predicate (held-out-73 to -76)", () => {
    expect(
      listedTopics(
        "The module traces victimology from victim precipitation to its critical and feminist strands, examines what crime surveys reveal about repeat victimisation, and weighs the promise and limits of restorative justice.",
      )[0],
    ).toBe("from victim precipitation to critical and feminist strands");
    expect(
      listedTopics(
        "Foot and ankle anatomy, the phases of the gait cycle, assessment of the diabetic foot, and nail surgery under local anaesthetic form the core of this first-year clinical module.",
      ).at(-1),
    ).toBe("nail surgery under local anaesthetic");
  });
});

describe("remarks after a description's list (held-out-77 and -79)", () => {
  it("ends the list at 'in line with', 'ready for', 'alongside' and 'always ...ing'", () => {
    expect(
      listedTopics(
        "Novice operators cover stability and data plates, daily pre-use checks, and battery charging, in line with the HSE's Approved Code of Practice L117.",
      ),
    ).toEqual(["stability and data plates", "daily pre-use checks", "battery charging"]);
    expect(
      listedTopics(
        "The course covers food hygiene inspection, statutory nuisance, and pest control, ready for placements in local authority teams.",
      ),
    ).toEqual(["food hygiene inspection", "statutory nuisance", "pest control"]);
    expect(
      listedTopics(
        "The seminar reads Goethe on Weltliteratur, Auerbach's Mimesis, Moretti's distant reading and postcolonial theory, alongside the novels and poems these critics use as evidence.",
      ).slice(1),
    ).toEqual(["Auerbach's Mimesis", "Moretti's distant reading", "postcolonial theory"]);
  });

  it("reads an audience lead with a list of its own, 'how to' before imperatives and two adjectives of one noun", () => {
    expect(
      listedTopics(
        "Designed for risk, operations and facilities staff, the course works through the lifecycle set out in ISO 22301: business impact analysis; continuity strategies and plans; exercising and testing; and crisis communications.",
      ),
    ).toEqual([
      "business impact analysis",
      "continuity strategies and plans",
      "exercising and testing",
      "crisis communications",
    ]);
    expect(
      listedTopics(
        "Aimed at new volunteer coaches in community clubs: how to plan safe, game-based sessions for players aged 5 to 11, run the small-sided formats used in youth football, give feedback that builds confidence, and organise goalkeeper training.",
      ),
    ).toEqual([
      "planning safe, game-based sessions",
      "running the small-sided formats used in youth football",
      "giving feedback that builds confidence",
      "organising goalkeeper training",
    ]);
  });

  it("keeps a capitalised name after 'the' and two nouns that share an 'of' (held-out-80)", () => {
    expect(
      listedTopics("Topics: the tropical semiring; balancing; the Fundamental Theorem; and tropical curve counting."),
    ).toEqual(["tropical semiring", "balancing", "Fundamental Theorem", "tropical curve counting"]);
    expect(
      listedTopics(
        "The course covers the HINTS examination, diagnosis and treatment of benign paroxysmal positional vertigo, and habituation exercise.",
      ),
    ).toEqual([
      "HINTS examination",
      "diagnosis and treatment of benign paroxysmal positional vertigo",
      "habituation exercise",
    ]);
    // A question after "and" is part of the first item: its verb leads into no list.
    expect(
      listedTopics(
        "The seminars analyse fixed and floating charges and how courts characterise them, registration under Part 25, priority between competing interests, and retention of title clauses.",
      )[0],
    ).toBe("fixed and floating charges");
  });
});

describe("glosses, audience leads and terms of held-out-81 to -84", () => {
  it("keeps the list before a colon that glosses it, and the people before 'the programme'", () => {
    expect(
      listedTopics(
        "Limitation, the pre-action protocol, proving liability, valuing the claim and Part 36 offers: the stages a trainee meets on almost every file, taught from the statutes, the rules and the leading cases.",
      ),
    ).toEqual(["Limitation", "pre-action protocol", "proving liability", "valuing the claim", "Part 36 offers"]);
    expect(
      listedTopics(
        "For risk professionals, internal auditors and finance managers, the programme covers COSO ERM, risk appetite, the Three Lines Model and key risk indicators.",
      ),
    ).toEqual(["COSO ERM", "risk appetite", "Three Lines Model", "key risk indicators"]);
  });

  it("keeps 'key' before a two-word term and leaves out a part on a preposition", () => {
    expect(
      listedTopics(
        "Topics include territory design; pipeline management and forecasting; compensation plans; and key account management.",
      ).at(-1),
    ).toBe("key account management");
    expect(
      listedTopics(
        "Advisers practise loan-to-value and affordability; repayment methods; equity release; and the FCA's rules on advice and on customers in vulnerable circumstances.",
      ).at(-1),
    ).toBe("FCA's rules on advice");
  });
});

describe("topics after 'with an introduction to' and before 'are covered' (held-out-88)", () => {
  it("keeps both as the list's last topic", () => {
    expect(
      listedTopics(
        "The course covers the geometry of stairs, setting out strings with a pitch board, and housing joints, with an introduction to winder stairs.",
      ).at(-1),
    ).toBe("winder stairs");
    expect(
      listedTopics(
        "Short-day and everbearer varieties, tabletop and field systems, fertigation and post-harvest cooling are covered for new growers and farm staff.",
      ).at(-1),
    ).toBe("post-harvest cooling");
  });
});
