/** Eighteenth held-out evaluation courses, advanced level (dam engineering to critical care nursing); see ai-courses-heldout18.ts. */
import { p, type EvalCourse } from "./ai-course-types.ts";

export const HELDOUT18_C: EvalCourse[] = [
  {
    slug: "dam-engineering-stability-seepage-spillways",
    discipline: "Dam engineering",
    title: "Dam Engineering: Stability, Seepage and Spillways",
    description:
      "Dams fail rarely but catastrophically, so their design leaves little to judgement alone. This MSc module in hydraulic and geotechnical engineering treats the stability of concrete gravity dams, seepage control and filter design in embankment dams, the selection of design floods and spillway hydraulics, and dam break flood modelling for emergency planning.",
    level: "advanced",
    duration: "15 credits, one semester",
    plantedGap: "dam break",
    modules: [
      {
        title: "Stability of Concrete Gravity Dams",
        description:
          "A gravity dam resists the reservoir by its own weight; we set up the loads and check sliding and overturning on the foundation plane.",
        lesson: {
          title: "Loads, uplift and the sliding check",
          html: p(
            "A concrete gravity dam holds back water by its own weight, and its stability is analysed per metre length of a typical monolith. The principal loads are the self-weight W acting through the centroid of the section; the horizontal hydrostatic thrust P = ½γ<sub>w</sub>h² acting at h/3 above the base; and uplift U, the water pressure beneath the dam, which reduces the effective weight. Silt, ice, tailwater and earthquake forces are added for other load cases.",
            "Take a triangular section 30 m high with a 24 m base, concrete of unit weight 24 kN/m³ and a full reservoir level with the crest. Then W = ½ × 30 × 24 × 24 = 8,640 kN/m and P = ½ × 9.81 × 30² ≈ 4,415 kN/m. If uplift varied linearly from full reservoir head at the heel to zero at the toe, U = ½ × 9.81 × 30 × 24 ≈ 3,532 kN/m, consuming 40 per cent of the weight. Modern dams therefore have a grout curtain and foundation drains just behind the heel. Following US Bureau of Reclamation practice, pressure at an effective drain line is taken as the tailwater pressure plus one-third of the difference between headwater and tailwater. With drains 3 m from the heel and no tailwater, the uplift diagram falls from 294 kPa at the heel to 98 kPa at the drains and then to zero at the toe, giving U ≈ 1,620 kN/m.",
            "The sliding check compares resisting and driving forces on the foundation plane. Using the shear-friction formula, FS = [cA + (ΣV − U) tan φ] / ΣH. With friction alone and tan φ = 0.7, the drained case gives FS = (8,640 − 1,620) × 0.7 / 4,415 ≈ 1.11, far below the factor of 3.0 that US Bureau of Reclamation practice has required for the usual load case in the shear-friction formula. The designer must demonstrate reliable cohesion on sound rock, widen the base, or add an upstream batter that brings water weight onto the section.",
            "Overturning is checked by locating the resultant of all forces on the base. If it falls within the middle third, the whole base stays in compression and no tension develops at the heel, where a crack would admit full uplift and propagate.",
          ),
        },
      },
      {
        title: "Seepage and Filters in Embankment Dams",
        description:
          "Water always flows through an embankment; this module is about keeping that flow small, controlled and unable to carry soil with it.",
        lesson: {
          title: "Flow nets, internal erosion and filter criteria",
          html:
            p(
              "Seepage through and beneath an embankment obeys Darcy's law, q = kiA, where k is the hydraulic conductivity, i the hydraulic gradient and A the area of flow. For steady plane flow in a homogeneous, isotropic soil, a flow net of flow lines and equipotentials crossing at right angles gives the seepage per metre length as q = kH N<sub>f</sub> / N<sub>d</sub>, where H is the head loss across the dam, N<sub>f</sub> the number of flow channels and N<sub>d</sub> the number of equipotential drops. For a foundation with k = 2 × 10<sup>−6</sup> m/s, H = 20 m, four flow channels and twelve drops, q = 2 × 10<sup>−6</sup> × 20 × 4/12 ≈ 1.3 × 10<sup>−5</sup> m³/s per metre, or about 1.15 m³ per day for each metre of dam.",
              "The quantity of seepage is seldom the main danger. Internal erosion, the progressive removal of soil particles by seeping water, can form a pipe that enlarges rapidly, and it is a leading cause of failure of embankment dams: Teton Dam in Idaho collapsed on 5 June 1976, during first filling, after its core material eroded into open joints in the rock of the right abutment. Where seepage emerges, the exit gradient must stay well below the critical hydraulic gradient i<sub>c</sub> = γ′/γ<sub>w</sub>, which is close to 1 for most soils, or the soil will heave or boil.",
              "Modern embankments therefore intercept seepage with filter and drain zones: a chimney filter downstream of the core, a horizontal blanket drain beneath the downstream shoulder and a toe drain that carries the water to measurement weirs. A filter must be fine enough to retain the base soil it protects, yet much more permeable than that soil. Terzaghi's criteria express both in terms of grain sizes, where D<sub>15</sub> is the size than which 15 per cent of the material by mass is finer:",
            ) +
            "<ul><li>Retention: D<sub>15</sub> of the filter ≤ 4 to 5 × D<sub>85</sub> of the base soil.</li><li>Permeability: D<sub>15</sub> of the filter ≥ 4 to 5 × D<sub>15</sub> of the base soil.</li></ul>" +
            p(
              "Sherard and Dunnigan's no-erosion filter tests in the 1980s refined these rules for fine-grained cores. Filters must also be free of cohesive fines, so that a crack cannot stay open through them.",
            ),
        },
      },
      {
        title: "Design Floods and Spillways",
        description:
          "How large a flood must a dam pass, and how is that water brought safely back to the river? We size an ogee spillway and its energy dissipator.",
        lesson: {
          title: "From the probable maximum flood to the stilling basin",
          html: p(
            "Overtopping and internal erosion together account for most historical failures of embankment dams, so every dam needs a spillway able to pass its inflow design flood with adequate freeboard. The design flood is chosen according to the consequences of failure. In the United Kingdom the Institution of Civil Engineers' guide <i>Floods and Reservoir Safety</i> places dams in categories A to D; for Category A dams, whose failure could endanger lives in a community, the design flood is the probable maximum flood (PMF). The PMF is derived by applying the probable maximum precipitation, the greatest rainfall physically possible over the catchment for a given duration, to a rainfall-runoff model with unfavourable antecedent conditions. Lower categories are designed for floods of stated annual probability, such as 1 in 10,000.",
            "A reservoir attenuates a flood, because water rising above the spillway crest is temporarily stored. The outflow hydrograph is found by reservoir routing, solving the storage equation I − O = dS/dt step by step, and its peak is smaller and later than the peak inflow.",
            "The commonest overflow spillway on a concrete dam is the ogee crest, shaped to follow the underside of the nappe that would spring from a sharp-crested weir, so that the water clings to the surface without sub-atmospheric pressures at the design head. Its discharge is Q = C L H<sup>3/2</sup>, with C about 2.1 to 2.2 in SI units at the design head. A 40 m crest with 3 m of head and C = 2.15 passes Q = 2.15 × 40 × 3<sup>1.5</sup> ≈ 447 m³/s.",
            "The water leaving the chute carries great energy, and velocities above about 20 to 30 m/s risk cavitation damage on the concrete, which is controlled by smooth surfaces and aeration ramps. At the foot of the dam, the energy is dissipated either in a stilling basin, where a hydraulic jump forms on a concrete apron, as in the standard US Bureau of Reclamation basin types, or by a flip bucket that throws the jet clear into a plunge pool in the river bed. The tailwater level must match the conjugate depth of the jump over the whole range of discharges, or the jump will sweep out of the basin.",
          ),
        },
      },
    ],
  },
  {
    slug: "charity-law-purposes-trustees-regulation",
    discipline: "Charity law",
    title: "Charity Law: Purposes, Trustees and Regulation",
    description:
      "Charitable status brings tax reliefs and public trust, and with them a distinct body of law. Taught at postgraduate level for the law of England and Wales, this option analyses charitable purposes and the public benefit requirement, the duties and liabilities of charity trustees, the regulatory powers of the Charity Commission, and the cy-près doctrine by which failed gifts are redirected.",
    level: "advanced",
    duration: "one semester, weekly two-hour seminar",
    plantedGap: "cy-près",
    modules: [
      {
        title: "Charitable Purposes and Public Benefit",
        description:
          "What makes a purpose charitable under the Charities Act 2011, and how demanding is the public benefit test after the Independent Schools Council case?",
        lesson: {
          title: "The statutory heads and the two aspects of public benefit",
          html: p(
            "Under section 1 of the Charities Act 2011 a charity is an institution established for charitable purposes only and subject to the control of the High Court. Section 2 defines a charitable purpose as one that falls within the list in section 3(1) and is for the public benefit. The list has thirteen descriptions, among them the prevention or relief of poverty, the advancement of education, of religion, of health or the saving of lives, of the arts, culture, heritage or science, of amateur sport and of environmental protection, together with animal welfare and a residual head for purposes recognised as charitable under the old law or analogous to them. The Act codified and extended the four heads set out by Lord Macnaghten in <i>Income Tax Special Purposes Commissioners v Pemsel</i> [1891].",
            "Section 4 provides that no purpose is presumed to be for the public benefit, reversing the presumption the common law had applied to the first three Pemsel heads. The meaning of public benefit, however, is still found in case law. It has two aspects. The benefit aspect requires that the purpose be beneficial, judged on evidence where necessary, and that any detriment or harm not outweigh the benefit. The public aspect requires that the benefit be available to the public or a sufficient section of it, and that any private benefit be merely incidental.",
            "A class defined by a personal relationship is not a section of the public. In <i>Oppenheim v Tobacco Securities Trust</i> [1951] AC 297, a trust to educate the children of employees of a tobacco company failed the public aspect although over 110,000 employees were eligible. Trusts for the relief of poverty are the historic exception: <i>Dingle v Turner</i> [1972] AC 601 upheld a trust for poor employees of a company.",
            "Charging fees does not prevent a charity from benefiting the public, but in <i>R (Independent Schools Council) v Charity Commission</i> [2011] UKUT 421 (TCC) the Upper Tribunal held that a charity may not exclude the poor from benefit beyond a de minimis level. How a school provides that benefit, through bursaries or partnerships with state schools, is for its trustees to decide, not for the Commission. Purposes that are political, such as changing the law or government policy in a particular direction, remain non-charitable, as <i>McGovern v Attorney-General</i> [1982] Ch 321 confirmed.",
          ),
        },
      },
      {
        title: "Trustees' Duties and Liabilities",
        description:
          "Trustees must act within the charity's purposes, prudently and without personal benefit; this module follows those duties through investment, payment and breach.",
        lesson: {
          title: "Best interests, care and the no-benefit rule",
          html:
            p(
              "Charity trustees are defined by section 177 of the Charities Act 2011 as the persons having the general control and management of the administration of a charity, whatever their title: directors of a charitable company, trustees of a charitable incorporated organisation, or trustees of a charitable trust. Their duties come from the governing document, the general law of trusts and companies, and statute, and the Charity Commission summarises them in its guidance <i>The essential trustee</i> (CC3).",
            ) +
            "<ul><li>To act only within the charity's purposes and in accordance with its governing document.</li><li>To act in the charity's best interests, making decisions on relevant considerations and ignoring irrelevant ones.</li><li>To act with reasonable care and skill; under section 1 of the Trustee Act 2000, a higher standard applies to trustees with special knowledge or acting professionally.</li><li>To manage conflicts of interest and receive no benefit from the charity unless it is properly authorised.</li><li>To safeguard the charity's assets and be accountable for them.</li></ul>" +
            p(
              "Investment is governed by the Trustee Act 2000 for trusts: trustees must have regard to the standard investment criteria of suitability and diversification and take proper advice. In <i>Butler-Sloss v Charity Commission</i> [2022] EWHC 974 (Ch), the High Court held that trustees may exclude investments that conflict with the charity's purposes, for example fossil fuel holdings in an environmental charity, after weighing the likely financial effect of doing so.",
              "The no-benefit rule means a trustee may not be paid for serving as a trustee without authority in the governing document, the Commission or the court. Section 185 of the 2011 Act allows payment for services beyond ordinary trustee duties if conditions are met: a written agreement, an amount that is reasonable, the trustees' decision that the arrangement is in the charity's best interests, fewer than half the trustees benefiting, and no prohibition in the governing document. Trustees who act outside their powers or carelessly are personally liable in breach of trust to restore the loss, but section 191 allows the Commission, and section 61 of the Trustee Act 1925 the court, to relieve a trustee who acted honestly and reasonably. Certain persons, such as those with unspent convictions for offences of dishonesty, are automatically disqualified from acting under section 178.",
            ),
        },
      },
      {
        title: "The Charity Commission as Regulator",
        description:
          "Registration, accounts, inquiries and protective orders: the regulatory toolkit of the Commission and the route of appeal to the Tribunal.",
        lesson: {
          title: "Registration, reporting and intervention",
          html:
            p(
              "The Charity Commission for England and Wales is a non-ministerial government department whose objectives, set out in section 14 of the Charities Act 2011, are to increase public trust and confidence in charities, to promote awareness of the public benefit requirement, to promote compliance by trustees with their legal obligations, to promote the effective use of charitable resources, and to enhance the accountability of charities to donors, beneficiaries and the public. Section 20 makes clear that it may not act as a charity trustee itself or be directly involved in a charity's administration.",
              "Most charities with a gross annual income above £5,000 must register, though exempt charities, such as many universities, are regulated by a principal regulator instead, and some excepted charities are relieved from registration. Registered charities must file an annual return, and their accounts are subject to scrutiny that increases with size:",
            ) +
            "<table><tr><th>Gross income</th><th>External scrutiny of accounts</th></tr><tr><td>Up to £25,000</td><td>None required by the Act</td></tr><tr><td>Over £25,000</td><td>Independent examination</td></tr><tr><td>Over £250,000</td><td>Independent examination by a qualified examiner; audit if gross assets exceed £3.26 million</td></tr><tr><td>Over £1 million</td><td>Statutory audit</td></tr></table>" +
            p(
              "When concerns arise, the Commission first engages with the trustees, often issuing an action plan. Under section 46 it may open a statutory inquiry, which gives it access to information and documents and, once an inquiry is open, to its temporary protective powers under section 76. Where there has been misconduct or mismanagement, or the charity's property needs protection, it may suspend a trustee, appoint an interim manager to run the charity in place of the trustees, or order a bank not to part with the charity's funds without its consent. Under section 84 it may direct trustees to take specified action, and it can publish a report of the inquiry naming what went wrong.",
              "Most of the Commission's decisions can be challenged in the First-tier Tribunal (Charity), which hears appeals and reviews listed in Schedule 6 to the Act, and the Attorney General retains a role as protector of charity, able to bring proceedings in the High Court.",
            ),
        },
      },
    ],
  },
  {
    slug: "prosthodontics-dentures-jaw-relations-crowns",
    discipline: "Prosthodontics",
    title: "Advanced Prosthodontics: Complete Dentures and Crowns",
    description:
      "Restoring the edentulous and partially dentate patient is the subject of this final-year clinical module, which brings together functional impressions for complete dentures, recording jaw relations and the vertical dimension, tooth preparation for full-coverage crowns, and implant-retained overdentures for the resorbed mandible.",
    level: "advanced",
    duration: "one academic year, alongside supervised clinics",
    plantedGap: "overdenture",
    modules: [
      {
        title: "Impressions for Complete Dentures",
        description:
          "Record the denture-bearing tissues and their functional borders so the finished denture seals and stays put.",
        lesson: {
          title: "Primary and secondary impressions and border moulding",
          html: p(
            "The retention and stability of a complete denture depend largely on the accuracy of its fitting surface and, above all, of its borders. Retention comes from the physical forces of adhesion and cohesion in the thin film of saliva between denture and mucosa, from a peripheral seal that resists air entering under the denture when it is displaced, and from the patient's learned muscular control. Impressions are therefore taken in two stages.",
            "The primary impression is taken in a stock tray with impression compound or alginate, aiming to overextend slightly so that the full extent of the denture-bearing area is captured. The technician pours a study model and constructs a special tray, also called a custom tray, on it. For a mucocompressive technique the tray is close-fitting; for a more mucostatic approach it is spaced by 1 to 3 mm. Its periphery is trimmed about 2 mm short of the depth of the sulcus.",
            "At the second visit the tray is tried in, and its borders are moulded with greenstick compound, softened and added in sections while the patient or the clinician moves the cheeks, lips and tongue. This border moulding records the functional depth and width of the sulcus, so that the denture flange will fill it without being displaced by the muscles and frena. The secondary impression is then taken with a low-viscosity material, such as zinc oxide and eugenol paste or a light-bodied silicone, to record the mucosa in detail.",
            "Each arch has its own anatomy. In the maxilla the hard palate and the residual ridge bear load, and the incisive papilla and any palatal torus may need relief. The posterior border lies on the vibrating line, the junction of the moving and non-moving soft palate, where a post dam about 1 to 2 mm deep is cut into the master cast to compress the soft tissue and complete the seal. In the mandible the buccal shelf, covered by dense cortical bone, is the primary stress-bearing area, and the denture should cover the retromolar pads and extend into the lingual pouch, because a mandibular denture has a far smaller area and a weaker seal than a maxillary one.",
          ),
        },
      },
      {
        title: "Jaw Relations and the Vertical Dimension",
        description:
          "With occlusal rims in place, the clinician decides how far apart the jaws should be and records where the mandible sits in relation to the maxilla.",
        lesson: {
          title: "Rest, occlusion and the freeway space",
          html:
            p(
              "Once teeth are lost, nothing fixes the vertical relationship of the jaws, and the clinician must re-establish it. The occlusal vertical dimension (OVD) is the height of the lower face with the teeth in contact; the resting vertical dimension (RVD) is the height when the mandible is at rest, with the muscles in balance. The difference between them is the freeway space or interocclusal rest space, usually 2 to 4 mm at the incisors. The practical rule is therefore to measure the RVD and subtract about 3 mm: if the RVD is 68 mm between reference points on the nose and chin, the OVD is set at around 65 mm.",
              "No single measurement is reliable, so several are combined. The Willis gauge records the distance from the base of the nose to the underside of the chin and compares it with the distance from the pupil to the line between the lips, which are approximately equal in many faces. Phonetics provide a check: when the patient says words with 's' sounds, such as 'Mississippi', the anterior teeth come within about 1 mm without touching. Errors in either direction cause problems:",
            ) +
            "<table><tr><th>OVD set too high</th><th>OVD set too low</th></tr><tr><td>Teeth click together during speech</td><td>Face looks collapsed, chin prominent</td></tr><tr><td>Strained appearance and difficulty closing the lips</td><td>Angular cheilitis at the corners of the mouth</td></tr><tr><td>Pain and soreness under the dentures</td><td>Reduced chewing efficiency</td></tr><tr><td>Accelerated ridge resorption</td><td>Lips thin and lose support</td></tr></table>" +
            p(
              "The maxillary occlusal rim is adjusted first. Its labial surface is shaped to support the upper lip, its incisal edge is trimmed so that about 1 to 2 mm shows below the relaxed lip, and its occlusal plane is set parallel to the interpupillary line from the front and to the ala-tragus line, Camper's plane, from the side, using a Fox plane guide. The mandibular rim is then reduced until the correct OVD is reached with even contact.",
              "The horizontal relationship is recorded in centric relation, the position of the mandible with the condyles in their most superior, reproducible position in the glenoid fossae, independent of tooth contact. The clinician guides the patient into a relaxed retruded closure, and the rims are located together with a registration material. A facebow transfers the maxillary relationship to a semi-adjustable articulator.",
            ),
        },
      },
      {
        title: "Preparing Teeth for Crowns",
        description:
          "Retention, resistance, strength of the restoration and health of the periodontium all depend on how a tooth is prepared.",
        lesson: {
          title: "Principles of full-coverage preparation",
          html:
            p(
              "The classic principles of tooth preparation, as set out by Shillingburg and colleagues, are preservation of tooth structure, retention and resistance form, structural durability of the restoration, marginal integrity and preservation of the periodontium. They often pull against each other: more reduction makes a stronger restoration but a weaker tooth, so the clinician removes only as much as the chosen material requires.",
              "Retention, resistance to removal along the path of insertion, and resistance form, resistance to dislodgement by oblique forces, come from the geometry of the axial walls. The total occlusal convergence between opposing walls should ideally be about 6 degrees, though studies of clinical preparations show that 10 to 20 degrees is usual; Goodacre and colleagues recommended a minimum occluso-gingival height of 3 mm for incisors and premolars and 4 mm for molars at such convergence. Short or over-tapered preparations can be improved with grooves or boxes.",
            ) +
            "<table><tr><th>Crown type</th><th>Occlusal reduction</th><th>Axial reduction and margin</th></tr><tr><td>Full metal (gold alloy)</td><td>1.0 to 1.5 mm</td><td>About 0.5 mm, chamfer</td></tr><tr><td>Metal-ceramic</td><td>1.5 to 2.0 mm</td><td>1.2 to 1.5 mm labially, shoulder; chamfer lingually</td></tr><tr><td>Lithium disilicate</td><td>1.5 to 2.0 mm</td><td>About 1.0 mm, rounded shoulder or deep chamfer</td></tr><tr><td>Monolithic zirconia</td><td>1.0 to 1.5 mm</td><td>0.5 to 1.0 mm, chamfer</td></tr></table>" +
            p(
              "Functional cusps, the palatal cusps of upper molars and buccal cusps of lower molars, are given an additional bevel so that the restoration is thick where occlusal load is greatest. A root-filled tooth restored with a post and core needs a ferrule: a collar of sound dentine, ideally 1.5 to 2 mm high, encircled by the crown above the margin, which greatly reduces the risk of root fracture.",
              "Margins are kept supragingival wherever aesthetics and caries allow, because they are easier to prepare, record and clean. When a subgingival margin is needed, it must not invade the supracrestal tissue attachment, about 2 mm of junctional epithelium and connective tissue above the alveolar bone, or chronic inflammation and bone loss will follow.",
            ),
        },
      },
    ],
  },
];
