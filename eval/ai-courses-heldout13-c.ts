/** Thirteenth held-out evaluation courses, advanced level (bridge engineering to wind energy); see ai-courses-heldout13.ts. */
import { p, type EvalCourse } from "./ai-course-types.ts";

export const HELDOUT13_C: EvalCourse[] = [
  {
    slug: "bridge-engineering-loads-prestress-fatigue-stays",
    discipline: "Bridge engineering",
    title: "Bridge Engineering: Loading, Prestress, Fatigue and Cable Stays",
    description:
      "Prior study of structural analysis and of reinforced concrete and steel design is expected. The module deals with highway traffic load models and influence lines, prestressed concrete decks, fatigue of steel bridges, the behaviour of cable-stayed bridges, and scour at river piers.",
    level: "advanced",
    duration: "12 weeks",
    plantedGap: "scour",
    modules: [
      {
        title: "Traffic Load Models and Influence Lines",
        description:
          "Placing Eurocode traffic loads where they do most harm needs influence lines, which this module derives and applies.",
        lesson: {
          title: "Load Model 1 on a simply supported span",
          html:
            p(
              "Eurocode 1, Part 2 (EN 1991-2) defines the traffic actions for road bridges. The carriageway is divided into notional lanes, normally 3 m wide, numbered in the order that produces the most adverse effect. Load Model 1 (LM1), which covers most normal traffic, combines in each lane a tandem system of two axles 1.2 m apart with a uniformly distributed load (UDL).",
            ) +
            "<table><tr><th>Location</th><th>Tandem axle load Q<sub>ik</sub> (kN per axle)</th><th>UDL q<sub>ik</sub> (kN/m²)</th></tr><tr><td>Lane 1</td><td>300</td><td>9.0</td></tr><tr><td>Lane 2</td><td>200</td><td>2.5</td></tr><tr><td>Lane 3</td><td>100</td><td>2.5</td></tr><tr><td>Remaining area</td><td>0</td><td>2.5</td></tr></table>" +
            p(
              "These characteristic values are multiplied by adjustment factors α given in the National Annex. Other models cover a single heavy axle for local checks (LM2), special abnormal vehicles (LM3) and crowd loading of 5 kN/m² (LM4).",
              "To find where to put the loads, engineers use influence lines, which plot the value of one action effect, such as the bending moment at a section, as a unit load moves across the structure. By the Müller-Breslau principle, the influence line for an effect is the deflected shape obtained by releasing the corresponding restraint and imposing a unit displacement. For the bending moment at a section a distance x from the left support of a simply supported span L, the influence line is a triangle with its peak ordinate x(L − x)/L at the section.",
              "Consider a 30 m span and the moment at midspan in lane 1. The peak ordinate is 15 × 15 ÷ 30 = 7.5 m. Placing one axle at midspan and the other 1.2 m away, at 13.8 m from a support, gives a second ordinate of 13.8 × 16.2 ÷ 30 = 7.45 m. The tandem therefore contributes 300 × (7.5 + 7.45) = 4,485 kNm. The UDL over the 3 m lane is 27 kN/m; the area under the influence line is ½ × 30 × 7.5 = 112.5 m², so the UDL adds 27 × 112.5 = 3,038 kNm, a total characteristic moment of about 7,520 kNm for that lane before adjustment and partial factors. For a continuous beam the influence line has negative regions, and the UDL is applied only to the spans where it increases the effect sought, which is why patterned loading governs hogging moments over interior supports.",
            ),
        },
      },
      {
        title: "Prestressed Concrete Decks",
        description:
          "Prestress puts concrete into compression so that it can span further; the price is a careful account of losses.",
        lesson: {
          title: "Stresses at transfer and prestress losses",
          html:
            p(
              "Concrete is strong in compression and weak in tension. Prestressing applies a compressive force through steel tendons so that the tension caused by loads is cancelled. In pre-tensioning, strands are stressed between abutments in a factory bed, concrete is cast around them and, once it has gained strength, the strands are released and transfer their force by bond; this suits standard precast beams. In post-tensioning, tendons run in ducts cast into the concrete and are stressed against anchorages after the concrete has hardened, allowing curved profiles, continuity over supports and in-situ or segmental construction.",
              "For a beam with prestress force P at eccentricity e below the centroid, area A and section moduli Z, the fibre stresses are P/A ± Pe/Z ∓ M/Z, where M is the applied moment. Consider a section with A = 0.5 m², Z<sub>top</sub> = Z<sub>bottom</sub> = 0.1 m³, P = 4,000 kN, e = 0.3 m and a self-weight moment at transfer of 600 kNm. The bottom fibre stress is 8.0 + 12.0 − 6.0 = 14.0 MPa compression and the top fibre 8.0 − 12.0 + 6.0 = 2.0 MPa compression. Both must be checked against the limits for the concrete strength at transfer, and again at service when the full load acts with the reduced long-term prestress.",
              "The force in a tendon is not constant. Losses fall into two groups.",
            ) +
            "<ul><li><b>Immediate losses</b>: elastic shortening of the concrete, friction between tendon and duct, and draw-in as the wedges seat in the anchorage.</li><li><b>Time-dependent losses</b>: creep and shrinkage of the concrete and relaxation of the steel, which together commonly remove 15 to 25 per cent of the initial force.</li></ul>" +
            p(
              "Friction in a post-tensioned tendon follows P(x) = P<sub>max</sub>e<sup>−μ(θ + kx)</sup>, as given in EN 1992-1-1, where θ is the sum of intended angular deviations over length x, k the unintentional wobble per metre and μ the coefficient of friction, about 0.19 for strand in a steel duct. With θ = 0.15 rad, x = 20 m and k = 0.01 rad/m, μ(θ + kx) = 0.19 × 0.35 = 0.067, so the force at 20 m is e<sup>−0.067</sup> = 0.936 of the jacking force, a loss of 6.4 per cent.",
            ),
        },
      },
      {
        title: "Fatigue of Steel Bridges",
        description:
          "Repeated truck crossings can crack welded details at stresses far below yield, so this module teaches the detail category method.",
        lesson: {
          title: "S-N curves and cumulative damage",
          html:
            p(
              "A road or rail bridge carries millions of load cycles in its life. At welded details, where residual stresses and small defects are unavoidable, cracks can initiate and grow under stress ranges far below the yield strength. Fatigue is governed by the stress range Δσ, not the peak stress, and the number of cycles. Its consequences can be catastrophic: the Silver Bridge over the Ohio River collapsed in 1967, killing 46 people, when a crack in a single eyebar link of the suspension chain grew to failure.",
              "EN 1993-1-9 classifies structural details into detail categories. The category number is the stress range in MPa that the detail can sustain for 2 million cycles; a continuous longitudinal fillet weld might be category 100, a transverse butt weld ground flush 90 or more, and the end of a welded cover plate as low as 50 or 56. The S-N curve for direct stress has a slope m = 3 down to the constant amplitude fatigue limit at 5 million cycles, then a slope m = 5 down to a cut-off at 100 million cycles. For a detail of category 71 on the m = 3 branch, the endurance is N = 2 × 10<sup>6</sup> × (71/Δσ)<sup>3</sup>.",
              "Real traffic produces a spectrum of stress ranges, combined by the Palmgren-Miner rule: the damage D = Σ n<sub>i</sub>/N<sub>i</sub>, and failure is predicted when D reaches 1. Suppose the detail sees 500,000 cycles at 80 MPa and 1,000,000 cycles at 60 MPa.",
            ) +
            "<table><tr><th>Δσ (MPa)</th><th>n</th><th>N = 2×10<sup>6</sup>(71/Δσ)<sup>3</sup></th><th>n/N</th></tr><tr><td>80</td><td>500,000</td><td>1.40 × 10<sup>6</sup></td><td>0.36</td></tr><tr><td>60</td><td>1,000,000</td><td>3.31 × 10<sup>6</sup></td><td>0.30</td></tr></table>" +
            p(
              "The total damage is 0.66, so the detail has used about two-thirds of its life. In design, the stress ranges are multiplied by a load factor and the resistance divided by a partial factor γ<sub>Mf</sub> of up to 1.35 for details whose failure would be serious and which are hard to inspect. Because fatigue strength depends so strongly on the detail rather than the steel grade, good design avoids abrupt changes of section, intermittent welds and attachments welded to tension flanges.",
            ),
        },
      },
      {
        title: "Cable-Stayed Bridges",
        description:
          "The stays carry the deck directly to the towers, but their sag makes them stiffen as tension rises.",
        lesson: {
          title: "Stay arrangements and the equivalent modulus",
          html: p(
            "In a cable-stayed bridge the deck is supported at intervals by straight inclined cables running to one or more towers. The horizontal components of the stay forces compress the deck, which acts as a beam-column, while the vertical components carry its weight and traffic to the tower. Stays may be arranged in a harp pattern, parallel and attached at different heights of the tower; a fan, all meeting near the top; or the semi-fan, a compromise now most common because it keeps the anchorages apart while remaining efficient. Since the 1950s the form has taken over the range of spans from about 200 to over 1,000 m; the Russky Bridge in Vladivostok (2012) has a main span of 1,104 m, and the multi-span Millau Viaduct (2004) shows its use for long viaducts.",
            "A stay is not a perfectly straight bar. Under its own weight it sags, and some of its elongation under load comes from straightening this sag rather than from stretching the steel. Ernst's formula gives an equivalent modulus that accounts for this: E<sub>eq</sub> = E ÷ [1 + (γl)<sup>2</sup>E ÷ (12σ<sup>3</sup>)], where γ is the weight per unit volume of the cable, l its horizontal projected length and σ the tensile stress.",
            "For a steel strand stay with E = 195 GPa, γ = 78.5 kN/m³ and l = 200 m, at a working stress of 600 MPa the correction term is 0.019 and E<sub>eq</sub> is about 191 GPa, very close to the material value. At 200 MPa, as during erection, the term rises to 0.50 and E<sub>eq</sub> falls to 130 GPa. Because the stiffness depends on the stress, the analysis of a cable-stayed bridge is non-linear, and the stay forces must be tuned in stages during construction, usually by balanced cantilever erection, so that the completed deck reaches its intended profile.",
            "Stays are light, long and lightly damped, so they are prone to vibration, including rain-wind-induced oscillation, in which rivulets of water on the sheath alter its aerodynamic shape. Sheaths with helical ribs and dampers at the deck anchorages are now standard.",
          ),
        },
      },
    ],
  },
  {
    slug: "uk-immigration-asylum-human-rights-law",
    discipline: "Immigration law",
    title: "Immigration, Asylum and Human Rights Law in the United Kingdom",
    description:
      "UK immigration and asylum law now sits where statute, the Immigration Rules and the European Convention on Human Rights meet, and much of it is made by the higher courts. The module analyses the refugee definition, Article 3 ECHR and non-refoulement, Article 8 and the public interest considerations in Part 5A of the Nationality, Immigration and Asylum Act 2002, the deportation of foreign criminals, and judicial review in immigration cases.",
    level: "advanced",
    duration: "One semester",
    plantedGap: "judicial review",
    modules: [
      {
        title: "Who Is a Refugee?",
        description:
          "Students take apart Article 1A(2) of the Refugee Convention element by element, with the leading House of Lords and Supreme Court authorities.",
        lesson: {
          title: "The refugee definition",
          html:
            p(
              "Under Article 1A(2) of the 1951 Convention relating to the Status of Refugees, as amended by the 1967 Protocol, a refugee is a person who, owing to a well-founded fear of being persecuted for reasons of race, religion, nationality, membership of a particular social group or political opinion, is outside the country of their nationality and is unable or, owing to that fear, unwilling to avail themselves of its protection. Each element has generated its own case law.",
            ) +
            "<ul><li><b>Well-founded fear.</b> In <i>R v Secretary of State for the Home Department, ex p Sivakumaran</i> [1988] AC 958 the House of Lords held that the fear must be objectively justified to the standard of a reasonable degree of likelihood, well below the balance of probabilities. The Nationality and Borders Act 2022 now requires the claimant to show on the balance of probabilities that they have the protected characteristic and actually fear persecution, while keeping the lower standard for the risk itself.</li><li><b>Persecution.</b> <i>Horvath v SSHD</i> [2001] 1 AC 489 adopted the formula 'serious harm plus the failure of state protection': harm by non-state actors amounts to persecution only where the state does not provide a reasonable level of protection.</li><li><b>Convention reason.</b> In <i>Islam v SSHD; R v IAT, ex p Shah</i> [1999] 2 AC 629, women in Pakistan were held capable of forming a particular social group.</li><li><b>Internal relocation.</b> Protection is not needed if the claimant could reasonably relocate within their country. <i>Januzi v SSHD</i> [2006] UKHL 5 asked whether relocation would be unduly harsh, judged against conditions in the country as a whole.</li></ul>" +
            p(
              "A recurring question is whether a claimant can be expected to avoid persecution by modifying their behaviour. In <i>HJ (Iran) v SSHD</i> [2010] UKSC 31 the Supreme Court held that a gay man who would conceal his sexuality on return only because of the fear of persecution is a refugee: the Convention protects the right to live openly without fear. <i>RT (Zimbabwe)</i> [2012] UKSC 38 extended the principle to political belief, including the right not to hold or express political opinions, so that a claimant cannot be required to feign loyalty to a regime.",
              "Article 1F denies refugee status to those for whom there are serious reasons for considering that they have committed war crimes, serious non-political crimes or acts contrary to the purposes of the United Nations.",
            ),
        },
      },
      {
        title: "Article 3 and Non-Refoulement",
        description: "Unlike refugee status, protection under Article 3 ECHR admits no exceptions at all.",
        lesson: {
          title: "The absolute prohibition on return to ill-treatment",
          html: p(
            "Article 33(1) of the Refugee Convention forbids states to expel or return a refugee to a territory where their life or freedom would be threatened on account of a Convention reason. The prohibition is not absolute: Article 33(2) allows return of a refugee who is a danger to the security of the host country or who, having been convicted of a particularly serious crime, is a danger to its community.",
            "Article 3 of the European Convention on Human Rights, by contrast, provides simply that no one shall be subjected to torture or to inhuman or degrading treatment or punishment, and admits no derogation even in time of emergency. In <i>Soering v United Kingdom</i> (1989) the European Court of Human Rights held that extraditing a person to a state where there are substantial grounds for believing they face a real risk of such treatment engages the responsibility of the sending state; in that case the risk was the 'death row phenomenon' in Virginia. <i>Chahal v United Kingdom</i> (1996) applied the principle to deportation of a Sikh separatist said to threaten national security, holding that the risk to the individual cannot be weighed against the danger he poses to the host state. The Grand Chamber reaffirmed this in <i>Saadi v Italy</i> (2008), rejecting the United Kingdom's argument, as intervener, for a balancing test.",
            "The test is therefore whether there are substantial grounds for believing there is a real risk of treatment reaching the minimum level of severity for Article 3.",
            "Medical cases were long subject to an exceptionally high threshold. In <i>N v United Kingdom</i> (2008) return of a woman with HIV to Uganda did not breach Article 3 because she was not close to death. <i>Paposhvili v Belgium</i> (2016) widened the category to cases where the absence of treatment in the receiving state would expose a seriously ill person to a serious, rapid and irreversible decline in health resulting in intense suffering or a significant reduction in life expectancy. The Supreme Court adopted that test in <i>AM (Zimbabwe) v SSHD</i> [2020] UKSC 17: the applicant must first adduce evidence capable of showing substantial grounds, after which it is for the state to dispel any serious doubts.",
          ),
        },
      },
      {
        title: "Article 8 and the Public Interest",
        description:
          "Parliament has told tribunals how to weigh the public interest in Article 8 cases; this module reads Part 5A closely against the case law.",
        lesson: {
          title: "Proportionality under Part 5A",
          html:
            p(
              "Article 8 ECHR protects respect for private and family life, but the right is qualified: interference is permitted if it is in accordance with the law and necessary in a democratic society for a legitimate aim, including the economic well-being of the country and the prevention of disorder or crime. In <i>R (Razgar) v SSHD</i> [2004] UKHL 27 Lord Bingham set out five questions: whether removal will interfere with private or family life; whether the interference has consequences grave enough to engage Article 8; whether it is in accordance with the law; whether it pursues a legitimate aim; and whether it is proportionate. In practice almost every case turns on the last question.",
              "The Immigration Act 2014 inserted Part 5A, sections 117A to 117D, into the Nationality, Immigration and Asylum Act 2002, requiring courts and tribunals to have regard to listed considerations when assessing proportionality. Section 117B applies in all cases:",
            ) +
            "<ul><li>the maintenance of effective immigration controls is in the public interest;</li><li>it is in the public interest that those who seek to enter or remain can speak English and are financially independent, because they are less of a burden on taxpayers and better able to integrate;</li><li>little weight should be given to a private life, or a relationship with a qualifying partner, established while the person was in the UK unlawfully;</li><li>little weight should be given to a private life established while the person's immigration status was precarious;</li><li>where the person is not liable to deportation, the public interest does not require removal if they have a genuine and subsisting parental relationship with a qualifying child and it would not be reasonable to expect the child to leave the UK.</li></ul>" +
            p(
              "A qualifying child is one under 18 who is a British citizen or has lived in the UK continuously for seven years or more. In <i>Rhuppiah v SSHD</i> [2018] UKSC 58 the Supreme Court held that anyone with limited leave, short of indefinite leave to remain, has precarious status, while noting that 'little weight' is not 'no weight'. <i>KO (Nigeria) v SSHD</i> [2018] UKSC 53 held that the reasonableness question in section 117B(6) focuses on the child and does not import the parents' immigration misconduct, although the child is considered in the real world, in which a parent without leave may be expected to leave.",
            ),
        },
      },
      {
        title: "Deportation of Foreign Criminals",
        description: "When does Article 8 prevent the deportation of someone convicted of a crime?",
        lesson: {
          title: "Automatic deportation and the statutory exceptions",
          html:
            p(
              "Section 32 of the UK Borders Act 2007 defines a foreign criminal as a non-British citizen convicted in the UK and sentenced to at least twelve months' imprisonment. Their deportation is deemed conducive to the public good, and the Secretary of State must make a deportation order unless an exception in section 33 applies, principally that removal would breach the Refugee Convention or the person's Convention rights.",
              "Section 117C of the 2002 Act structures the Article 8 assessment in these cases. Deportation of foreign criminals is in the public interest, and the more serious the offence, the greater that interest. For a sentence of less than four years, the public interest requires deportation unless one of two exceptions applies.",
            ) +
            "<table><tr><th>Exception</th><th>Requirements</th></tr><tr><td>1: private life</td><td>lawfully resident in the UK for most of their life; socially and culturally integrated in the UK; very significant obstacles to integration in the country of return</td></tr><tr><td>2: family life</td><td>a genuine and subsisting relationship with a qualifying partner or a parental relationship with a qualifying child, and the effect of deportation on the partner or child would be unduly harsh</td></tr></table>" +
            p(
              "For a sentence of four years or more, or where the exceptions are not met, the public interest requires deportation unless there are very compelling circumstances over and above those described in the exceptions.",
              "The meaning of 'unduly harsh' has been litigated repeatedly. In <i>KO (Nigeria)</i> the Supreme Court held that it denotes an elevated threshold beyond the level of harshness that any child experiences when a parent is deported, without weighing the seriousness of the offence again. In <i>HA (Iraq) v SSHD</i> [2022] UKSC 22 the Court rejected the use of a 'notional comparator' child and emphasised that the test is an evaluative one for the tribunal: whether the effect on the particular child is severe or bleak.",
              "Procedure matters as much as substance. Appeals lie to the First-tier Tribunal under section 82 of the 2002 Act against refusal of a human rights or protection claim. Certification under section 94B once allowed removal before an appeal was heard, but in <i>Kiarie and Byndloss</i> [2017] UKSC 42 the Supreme Court found that out-of-country appeals in those cases did not give the appellants an effective opportunity to present their case, in breach of the procedural requirements of Article 8.",
            ),
        },
      },
    ],
  },
  {
    slug: "polymer-synthesis-kinetics-and-chain-length",
    discipline: "Polymer chemistry",
    title: "Polymer Synthesis: Kinetics and Chain Length",
    description:
      "Macromolecules owe most of their useful properties to chain length, and chain length is decided during synthesis. Taking a quantitative approach throughout, the module treats molecular weight averages and their measurement, the statistics and kinetics of step-growth polymerisation, free-radical chain polymerisation, and the glass transition and its dependence on structure.",
    level: "advanced",
    duration: "10 weeks",
    plantedGap: "glass transition",
    modules: [
      {
        title: "Molecular Weight Averages",
        description:
          "A polymer sample is a distribution of chain lengths, and the averages you quote depend on the method you use to measure them.",
        lesson: {
          title: "Number and weight averages and dispersity",
          html:
            p(
              "Except for some biopolymers, a synthetic polymer sample contains chains of many lengths, so its molar mass must be described by a distribution and its averages. The number-average molar mass is M<sub>n</sub> = ΣN<sub>i</sub>M<sub>i</sub> / ΣN<sub>i</sub>, where N<sub>i</sub> is the number of moles of chains of molar mass M<sub>i</sub>. The weight-average molar mass weights each chain by its mass: M<sub>w</sub> = ΣN<sub>i</sub>M<sub>i</sub><sup>2</sup> / ΣN<sub>i</sub>M<sub>i</sub>. Their ratio, the dispersity Đ = M<sub>w</sub>/M<sub>n</sub>, is 1 for a sample of identical chains and increases as the distribution broadens.",
              "Consider a blend of 10 mol of chains of 10,000 g/mol with 5 mol of chains of 40,000 g/mol. Then M<sub>n</sub> = (10 × 10,000 + 5 × 40,000) ÷ 15 = 20,000 g/mol, while M<sub>w</sub> = (10 × 10,000<sup>2</sup> + 5 × 40,000<sup>2</sup>) ÷ 300,000 = 30,000 g/mol, and Đ = 1.5. Although the long chains are only a third of the molecules, they make up two-thirds of the mass, and M<sub>w</sub> reflects that. Properties such as melt viscosity and toughness depend more strongly on the long chains, and so correlate better with M<sub>w</sub>.",
              "Different methods measure different averages.",
            ) +
            "<table><tr><th>Method</th><th>Average</th><th>Principle</th></tr><tr><td>End-group analysis (NMR, titration)</td><td>M<sub>n</sub></td><td>counts chain ends per unit mass</td></tr><tr><td>Membrane osmometry</td><td>M<sub>n</sub></td><td>colligative property depends on number of molecules</td></tr><tr><td>Static light scattering</td><td>M<sub>w</sub></td><td>scattered intensity grows with molecular size</td></tr><tr><td>Dilute-solution viscometry</td><td>M<sub>v</sub></td><td>Mark-Houwink relation [η] = KM<sup>a</sup></td></tr></table>" +
            p(
              "Size-exclusion chromatography, also called gel permeation chromatography, separates chains by hydrodynamic volume as they pass through a porous gel, the largest eluting first. It gives the whole distribution, but it is a relative method: a column calibrated with narrow polystyrene standards gives only polystyrene-equivalent values for other polymers. Benoit's universal calibration, based on the product [η]M, or a multi-angle light-scattering detector avoids this error.",
            ),
        },
      },
      {
        title: "Step-Growth Polymerisation",
        description:
          "High polymer from step-growth needs extreme conversion and exact stoichiometry, as the Carothers equation shows.",
        lesson: {
          title: "The Carothers equation and gelation",
          html: p(
            "In step-growth polymerisation, any two molecules bearing complementary functional groups can react, whether monomers, oligomers or long chains. Polyesters form from diols and diacids, and polyamides such as nylon-6,6 from hexamethylenediamine and adipic acid, the polymer that Wallace Carothers's group at DuPont made in 1935. Because monomer is consumed early, mostly into dimers and trimers, high molar mass appears only at the very end of the reaction.",
            "Carothers expressed this quantitatively. If p is the extent of reaction, the fraction of functional groups that have reacted, the number-average degree of polymerisation for a stoichiometric AA + BB or AB system is X<sub>n</sub> = 1/(1 − p). At p = 0.95, X<sub>n</sub> is only 20; at 0.99 it is 100; and at 0.999 it is 1,000. Imbalance limits this further. With r the ratio of the two kinds of group (r ≤ 1), X<sub>n</sub> = (1 + r)/(1 + r − 2rp). Even at complete conversion, r = 0.98 gives X<sub>n</sub> = 1.98/0.02 = 99. Nylon-6,6 is therefore made from the 1:1 salt of the diamine and diacid, which fixes the stoichiometry exactly, and a little monofunctional acid is sometimes added deliberately to cap the molar mass.",
            "Flory's statistical treatment gives the most probable distribution, for which M<sub>w</sub>/M<sub>n</sub> = 1 + p, approaching 2 at high conversion. For an externally catalysed polyesterification the rate is second order in functional groups, giving 1/(1 − p) = k[M]<sub>0</sub>t + 1: the degree of polymerisation rises linearly with time.",
            "When a monomer with more than two functional groups is present, branches link into a network, and at a critical conversion the viscosity diverges and an insoluble gel appears. The Carothers estimate is p<sub>c</sub> = 2/f<sub>av</sub>, where f<sub>av</sub> is the average functionality. For 2 mol glycerol (f = 3) with 3 mol phthalic anhydride (f = 2), f<sub>av</sub> = (6 + 6)/5 = 2.4 and p<sub>c</sub> = 0.83. Flory and Stockmayer's statistical theory predicts a lower value, because it allows for the fact that the largest molecules form first; experimental gel points usually fall between the two estimates.",
          ),
        },
      },
      {
        title: "Free-Radical Chain Polymerisation",
        description:
          "Learners derive the steady-state rate equation and use it to predict how initiator and monomer concentrations set chain length.",
        lesson: {
          title: "Steady-state kinetics and kinetic chain length",
          html:
            p(
              "Chain-growth polymerisation adds monomer one unit at a time to a small number of active centres. In free-radical polymerisation, the most widely used industrial route for polyethylene at high pressure, polystyrene, PVC and poly(methyl methacrylate), there are three elementary steps:",
            ) +
            "<ul><li><b>Initiation</b>: an initiator such as AIBN or benzoyl peroxide decomposes into two radicals with rate constant k<sub>d</sub>, a fraction f of which start chains; R<sub>i</sub> = 2fk<sub>d</sub>[I].</li><li><b>Propagation</b>: a radical adds monomer, R<sub>p</sub> = k<sub>p</sub>[M][M•], thousands of times per second.</li><li><b>Termination</b>: two radicals meet and either combine or disproportionate, R<sub>t</sub> = 2k<sub>t</sub>[M•]<sup>2</sup>.</li></ul>" +
            p(
              "Radicals are created and destroyed so fast that their concentration quickly reaches a steady state in which R<sub>i</sub> = R<sub>t</sub>, giving [M•] = (fk<sub>d</sub>[I]/k<sub>t</sub>)<sup>1/2</sup>. The rate of polymerisation is then R<sub>p</sub> = k<sub>p</sub>[M](fk<sub>d</sub>[I]/k<sub>t</sub>)<sup>1/2</sup>: first order in monomer and half order in initiator. Doubling the initiator concentration raises the rate by a factor of √2, about 1.41.",
              "The kinetic chain length ν, the average number of monomers consumed per radical that starts a chain, is R<sub>p</sub>/R<sub>i</sub> = k<sub>p</sub>[M] / 2(fk<sub>d</sub>k<sub>t</sub>[I])<sup>1/2</sup>. Chain length therefore falls as initiator increases: doubling [I] shortens chains by a factor of √2. This is the basic trade-off of radical polymerisation, between speed and molar mass. If termination is by combination, as largely for styrene, X<sub>n</sub> = 2ν; if by disproportionation, X<sub>n</sub> = ν.",
              "Two complications matter in practice. Chain transfer to solvent, monomer or a deliberately added thiol ends one chain and starts another without destroying a radical, lowering X<sub>n</sub> according to the Mayo equation, 1/X<sub>n</sub> = 1/X<sub>n,0</sub> + C<sub>S</sub>[S]/[M]. And at high conversion in bulk, the rising viscosity slows the diffusion of long radicals towards each other, k<sub>t</sub> falls, and the rate and molar mass rise sharply, the Trommsdorff or gel effect, which can cause dangerous runaway heating in large reactors. Because propagation is exothermic and entropically unfavourable, there is also a ceiling temperature, T<sub>c</sub> = ΔH<sub>p</sub>/ΔS<sub>p</sub>, above which polymer is not formed; for α-methylstyrene it is only about 61 °C.",
            ),
        },
      },
    ],
  },
  {
    slug: "nlp-language-models-embeddings-attention",
    discipline: "Natural language processing",
    title: "Natural Language Processing: From N-grams to Transformers",
    description:
      "Modern language technology rests on statistical models that predict and represent text, and this module traces how those models developed. Its topics are n-gram language models and perplexity, distributional word embeddings, self-attention and the transformer architecture, and named entity recognition.",
    level: "advanced",
    duration: "11 weeks",
    plantedGap: "named entity recognition",
    modules: [
      {
        title: "N-gram Language Models and Perplexity",
        description: "Counting word sequences gives a language model; perplexity tells us how good it is.",
        lesson: {
          title: "Estimating and evaluating n-gram models",
          html: p(
            "A language model assigns a probability to a sequence of words. By the chain rule, P(w<sub>1</sub> … w<sub>N</sub>) = Π P(w<sub>i</sub> | w<sub>1</sub> … w<sub>i−1</sub>). Conditioning on the entire history is impossible to estimate from data, so an n-gram model makes a Markov assumption: each word depends only on the previous n − 1 words. A bigram model approximates P(w<sub>i</sub> | w<sub>1</sub> … w<sub>i−1</sub>) by P(w<sub>i</sub> | w<sub>i−1</sub>), estimated by maximum likelihood as count(w<sub>i−1</sub> w<sub>i</sub>) / count(w<sub>i−1</sub>). If 'the' occurs 5,000 times in a corpus and 'the cat' 25 times, P(cat | the) = 0.005.",
            "Maximum likelihood estimates give zero probability to any n-gram not seen in training, and a single zero makes the probability of a whole sentence zero. Smoothing redistributes probability mass to unseen events. Laplace (add-one) smoothing is simple but moves far too much mass for large vocabularies. Better methods interpolate or back off to lower-order models; the best of the classical methods, modified Kneser-Ney smoothing, uses absolute discounting and estimates the lower-order distribution from the number of different contexts a word appears in, so that a word like 'Francisco', frequent but almost always after 'San', gets a low unigram continuation probability.",
            "Models are compared by perplexity on held-out text, the inverse probability of the test set normalised by its length: PP = P(w<sub>1</sub> … w<sub>N</sub>)<sup>−1/N</sup>. Lower is better. Perplexity can be read as a weighted average branching factor, the effective number of equally likely choices the model faces at each word. For a four-word test sequence to which a model assigns conditional probabilities 0.1, 0.2, 0.05 and 0.25, the product is 0.00025 and the perplexity is 0.00025<sup>−1/4</sup> = 4,000<sup>1/4</sup> ≈ 7.95.",
            "Perplexity depends on the vocabulary and tokenisation, so values are comparable only between models evaluated on the same test data with the same vocabulary. Its deeper limitation is that n-gram models cannot capture dependencies longer than n words or generalise across similar words: having seen 'the cat sat', a trigram model learns nothing about 'the dog sat'.",
          ),
        },
      },
      {
        title: "Distributional Word Embeddings",
        description:
          "Representing each word as a dense vector learned from its contexts lets similar words share statistical strength.",
        lesson: {
          title: "From co-occurrence to word2vec",
          html:
            p(
              "The distributional hypothesis holds that words occurring in similar contexts have similar meanings. Zellig Harris stated it in 1954, and J. R. Firth put it memorably in 1957: 'You shall know a word by the company it keeps.' Early vector-space models counted co-occurrences in a large word-by-context matrix, reweighted them, often with positive pointwise mutual information, and reduced the dimensionality with singular value decomposition, as in latent semantic analysis.",
              "In 2013 Tomas Mikolov and colleagues at Google introduced word2vec, which learns dense vectors of a few hundred dimensions directly with a shallow prediction task. In the skip-gram variant, the model predicts the words within a window around each target word. Computing a softmax over the whole vocabulary is expensive, so skip-gram with negative sampling recasts the task as binary classification: for each observed pair of target and context word, the model increases the dot product of their vectors, and for k randomly sampled 'negative' words, typically 5 to 20, it decreases it. GloVe, from Pennington, Socher and Manning in 2014, reaches similar vectors by factorising global co-occurrence statistics.",
              "Similarity between words is measured by the cosine of the angle between their vectors, cos θ = a·b / (|a||b|). For a = (1, 2, 2) and b = (2, 1, 2), a·b = 8 and both lengths are 3, so the cosine is 8/9 ≈ 0.89. Embeddings famously capture some relations as vector offsets: the vector for 'king' minus 'man' plus 'woman' lies close to 'queen'. Such analogies work less reliably than early papers suggested, and results depend on excluding the input words from the candidates.",
            ) +
            "<ul><li><b>Polysemy</b>: a static embedding gives 'bank' one vector for both river and finance senses; contextual models such as ELMo and BERT compute a different vector for each occurrence.</li><li><b>Bias</b>: Bolukbasi and colleagues showed in 2016 that embeddings trained on news text encode gender stereotypes, such as associating 'programmer' with men.</li><li><b>Rare words</b>: fastText represents words as bags of character n-grams, giving vectors to words unseen in training.</li></ul>",
        },
      },
      {
        title: "Self-Attention and the Transformer",
        description: "How does a transformer decide which earlier words matter for the word it is processing?",
        lesson: {
          title: "Scaled dot-product attention",
          html:
            p(
              "Recurrent neural networks process a sentence one token at a time, passing a hidden state forward, which makes training slow and long-range dependencies hard to learn. The transformer, introduced by Vaswani and colleagues in 2017 in the paper 'Attention Is All You Need', dispenses with recurrence. Every token representation is updated by attending directly to every other token in the sequence, and all positions are computed in parallel.",
              "Each token's vector x is projected by learned matrices into a query q, a key k and a value v. The attention output for a token is a weighted average of the values of all tokens, with weights given by a softmax over the dot products of its query with every key. In matrix form, Attention(Q, K, V) = softmax(QK<sup>T</sup>/√d<sub>k</sub>)V, where d<sub>k</sub> is the key dimension. Dividing by √d<sub>k</sub> keeps the dot products from growing with dimension and pushing the softmax into regions with vanishing gradients.",
              "A small example shows the mechanics. Let d<sub>k</sub> = 2, the query q = (1, 0), and two keys k<sub>1</sub> = (1, 0) and k<sub>2</sub> = (0, 1). The scaled scores are 1/√2 ≈ 0.71 and 0. Their exponentials are about 2.03 and 1, so the softmax weights are 0.67 and 0.33, and the output is 0.67v<sub>1</sub> + 0.33v<sub>2</sub>.",
              "Several attention heads run in parallel with different projections, letting the model attend to different relations at once, and their outputs are concatenated. Each layer adds a position-wise feed-forward network, residual connections and layer normalisation. Because attention ignores order, positional information is added to the input, originally as fixed sinusoids and in many later models as learned or rotary encodings.",
            ) +
            "<table><tr><th>Architecture</th><th>Attention</th><th>Pre-training objective</th><th>Example</th></tr><tr><td>Encoder-only</td><td>bidirectional</td><td>masked language modelling (15% of tokens)</td><td>BERT</td></tr><tr><td>Decoder-only</td><td>causal mask: each token sees only earlier tokens</td><td>next-token prediction</td><td>GPT series</td></tr><tr><td>Encoder-decoder</td><td>bidirectional encoder, causal decoder with cross-attention</td><td>span corruption, translation</td><td>T5, original transformer</td></tr></table>" +
            p(
              "The cost of self-attention grows with the square of the sequence length, which motivates much research on efficient attention for long documents.",
            ),
        },
      },
    ],
  },
  {
    slug: "wind-turbine-aerodynamics-resource-and-control",
    discipline: "Wind energy engineering",
    title: "Wind Turbine Aerodynamics, Resource and Control",
    description:
      "At the level of a master's programme in renewable energy, the wind turbine is treated here as a problem in fluid mechanics, statistics and feedback control. Lectures and design exercises address actuator disc theory and the Betz limit, wind resource assessment and annual energy yield, turbine control in partial and full load, and offshore foundations.",
    level: "advanced",
    duration: "12 weeks",
    plantedGap: "offshore foundations",
    modules: [
      {
        title: "Actuator Disc Theory and the Betz Limit",
        description:
          "A one-dimensional momentum model sets the upper bound on how much power any rotor can extract from the wind.",
        lesson: {
          title: "Momentum theory of an ideal rotor",
          html:
            p(
              "The power carried by wind through an area A at speed U is ½ρAU³, where ρ is the air density, about 1.225 kg/m³ at sea level. The cubic dependence on speed dominates the economics of wind energy: a site with a mean wind 10 per cent higher offers roughly a third more energy. A turbine cannot extract all of this power, because the air must keep moving to leave the rotor.",
              "Actuator disc theory, developed by Rankine and Froude for ship propellers and applied to wind turbines by Lanchester, Betz and Joukowsky around 1915-1920, replaces the rotor with a permeable disc that extracts momentum uniformly. The flow is assumed steady, incompressible and inviscid, within a single stream tube. The axial induction factor a is the fractional decrease in wind speed at the disc, so the speed there is U(1 − a) and, by Bernoulli's equation applied on each side of the disc, the speed far downstream is U(1 − 2a). Conservation of momentum then gives the thrust and power coefficients:",
            ) +
            "<ul><li>C<sub>T</sub> = 4a(1 − a), the thrust divided by ½ρAU²;</li><li>C<sub>P</sub> = 4a(1 − a)², the power divided by ½ρAU³.</li></ul>" +
            p(
              "Differentiating C<sub>P</sub> and setting the result to zero gives a = 1/3, at which C<sub>P</sub> = 16/27 ≈ 0.593. This is the Betz limit: no turbine in an unducted stream tube can capture more than 59.3 per cent of the kinetic power passing through its swept area. At that optimum C<sub>T</sub> = 8/9, and the far-field velocity is one-third of the free stream.",
              "Real rotors reach C<sub>P</sub> of about 0.45 to 0.50 at their best operating point, losing the remainder to wake rotation, profile drag, tip losses and the finite number of blades. For a rotor of diameter 120 m, A = π × 60² ≈ 11,310 m². At 10 m/s the available power is 0.5 × 1.225 × 11,310 × 1,000 ≈ 6.93 MW, so with C<sub>P</sub> = 0.45 the rotor delivers about 3.1 MW before drivetrain and generator losses.",
              "Momentum theory breaks down for a above about 0.4, where the predicted far-field velocity approaches zero and real rotors enter a turbulent wake state; empirical corrections after Glauert are used there. Combined with blade element theory, which computes the forces on each blade section from aerofoil lift and drag data, actuator disc theory forms the blade element momentum (BEM) method used to design and certify rotors.",
            ),
        },
      },
      {
        title: "Wind Resource and Annual Energy Yield",
        description:
          "Students extrapolate measured winds to hub height, fit a Weibull distribution and combine it with a power curve to estimate yield.",
        lesson: {
          title: "From a met mast to gigawatt-hours",
          html:
            p(
              "A wind farm's revenue depends on its long-term energy yield, which must be estimated before construction from a year or two of site measurements. Wind speed is measured at one or more heights on a meteorological mast, or with a ground-based lidar, and correlated with long-term reference data from a nearby station or a reanalysis dataset, in the measure-correlate-predict (MCP) method, to correct for the measurement year being windier or calmer than average.",
              "Wind speed increases with height. In neutral conditions the logarithmic profile gives U(z) = (u<sub>*</sub>/κ) ln(z/z<sub>0</sub>), where u<sub>*</sub> is the friction velocity, κ ≈ 0.4 the von Kármán constant and z<sub>0</sub> the surface roughness length, around 0.03 m for open farmland. Taking a ratio of heights eliminates u<sub>*</sub>. A mean of 6.0 m/s measured at 10 m over farmland extrapolates to 100 m as 6.0 × ln(100/0.03) / ln(10/0.03) = 6.0 × 8.11/5.81 ≈ 8.4 m/s. Because power scales with the cube of speed, errors in extrapolation are among the largest uncertainties in a yield estimate.",
              "The distribution of hourly wind speeds is usually well described by a Weibull probability density, f(U) = (k/c)(U/c)<sup>k−1</sup>exp[−(U/c)<sup>k</sup>], with a scale parameter c close to the mean and a shape parameter k typically between 1.5 and 3. With k = 2 it becomes the Rayleigh distribution, often assumed where only the mean is known.",
              "The gross annual energy yield is obtained by multiplying the turbine's power curve P(U) by the probability of each wind-speed bin and by the 8,760 hours in a year: AEP = 8,760 × ΣP(U<sub>i</sub>)f(U<sub>i</sub>)ΔU. Deductions are then made for availability, electrical losses, icing and curtailment. The capacity factor is the ratio of actual to maximum possible output. A 3 MW turbine producing 10.5 GWh per year has a capacity factor of 10.5 ÷ (3 × 8.76) = 0.40.",
            ) +
            "<table><tr><th>IEC 61400-1 class</th><th>Reference wind speed V<sub>ref</sub> (m/s)</th><th>Annual mean at hub height (m/s)</th></tr><tr><td>I</td><td>50</td><td>10.0</td></tr><tr><td>II</td><td>42.5</td><td>8.5</td></tr><tr><td>III</td><td>37.5</td><td>7.5</td></tr></table>",
        },
      },
      {
        title: "Control in Partial and Full Load",
        description:
          "Below rated wind the controller hunts for maximum power; above it, the controller throws power away safely.",
        lesson: {
          title: "Torque control, pitch control and operating regions",
          html:
            p(
              "A modern utility-scale turbine is variable-speed and pitch-regulated, and its controller operates in distinct regions of wind speed. Below cut-in, typically about 3 m/s, the turbine idles. In region 2, partial load, the aim is to extract as much energy as possible. Between rated wind speed, often 11 to 13 m/s, and cut-out, around 25 m/s, lies region 3, full load, where the aim is to hold power at its rated value and limit loads. Above cut-out the rotor is feathered and parked.",
              "In partial load the blades are held at their optimum pitch and the rotor speed is varied so that the tip speed ratio λ = ΩR/U stays at the value that maximises C<sub>P</sub>. The wind speed at the rotor cannot be measured reliably, so the controller uses the measured rotor speed instead. Setting the generator torque to T = KΩ², with K = ½ρπR<sup>5</sup>C<sub>P,max</sub>/λ<sub>opt</sub><sup>3</sup>, makes the rotor accelerate when it is slower than optimal and decelerate when faster, settling at the optimal tip speed ratio. For a 60 m rotor radius at λ<sub>opt</sub> = 8 and a wind of 10 m/s, the optimal rotor speed is 8 × 10/60 = 1.33 rad/s, about 12.7 revolutions per minute.",
              "In full load the generator torque is held near its rated value and the blade pitch angle is increased towards feather to reduce the angle of attack and shed excess aerodynamic power. A proportional-integral controller acts on the error in rotor speed. Because the sensitivity of aerodynamic torque to pitch angle grows with wind speed, the controller gains are reduced as pitch increases, a technique called gain scheduling; without it the loop would be sluggish near rated wind and unstable at high wind.",
            ) +
            "<ul><li>Individual pitch control adjusts each blade cyclically to reduce fatigue loads caused by wind shear and yaw misalignment.</li><li>Tower feedback adds a pitch term that damps the fore-aft tower vibration excited by changes in thrust.</li><li>A yaw controller turns the nacelle slowly to follow persistent changes in wind direction.</li></ul>" +
            p(
              "Older fixed-speed stall-regulated turbines used no active pitch: blades were designed so that flow separated and lift fell at high wind speeds, limiting power passively but less precisely.",
            ),
        },
      },
    ],
  },
];
