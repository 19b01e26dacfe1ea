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
  {
    slug: "cloud-operations-slos-iac-observability-incidents",
    discipline: "Cloud operations",
    title: "Cloud Operations and Site Reliability",
    description:
      "Site reliability as practised by large cloud operators is the model for this final-year computing module, which teaches students to run production services through service level objectives and error budgets, infrastructure as code, observability with metrics, logs and traces, incident response with blameless postmortems, and cost control in the FinOps tradition.",
    level: "advanced",
    duration: "12 weeks, lectures plus a shared lab environment",
    plantedGap: "FinOps",
    modules: [
      {
        title: "Service Level Objectives and Error Budgets",
        description:
          "Define what reliable means for a service in numbers, and turn the gap between that target and perfection into a budget that guides decisions.",
        lesson: {
          title: "SLIs, SLOs and burn-rate alerting",
          html:
            p(
              "A service level indicator (SLI) is a carefully defined measure of some aspect of the service as users experience it, usually expressed as the proportion of good events among all valid events: the fraction of HTTP requests that succeed, or the fraction served in under 300 ms. A service level objective (SLO) is a target for an SLI over a window, for example 99.9 per cent of requests successful over a rolling 30 days. A service level agreement (SLA) is a contract with customers that attaches consequences, such as service credits, to missing a target, and is normally set looser than the internal SLO.",
              "The error budget is one minus the SLO. A 99.9 per cent availability objective over 30 days (43,200 minutes) allows 0.1 per cent of failure, the equivalent of 43.2 minutes of total outage; 99.95 per cent allows 21.6 minutes, and 99.99 per cent only 4.32 minutes. Google's site reliability engineering practice uses the budget to settle the old conflict between developers, who want to release quickly, and operators, who want stability: while budget remains, teams may ship and experiment; when it is exhausted, an agreed error budget policy freezes risky releases and directs effort to reliability until the service is back within its objective.",
              "Alerting on the SLO itself avoids paging people for symptoms that do not hurt users. The burn rate is how fast the budget is being consumed relative to the rate that would exhaust it exactly at the end of the window. The <i>Site Reliability Workbook</i> recommends combining several windows:",
            ) +
            "<table><tr><th>Budget consumed</th><th>Long window</th><th>Burn rate</th><th>Response</th></tr><tr><td>2%</td><td>1 hour</td><td>14.4</td><td>Page</td></tr><tr><td>5%</td><td>6 hours</td><td>6</td><td>Page</td></tr><tr><td>10%</td><td>3 days</td><td>1</td><td>Ticket</td></tr></table>" +
            p(
              "Each alert also checks a short window, typically one-twelfth of the long one, so that it stops firing soon after the problem is fixed.",
            ),
        },
      },
      {
        title: "Infrastructure as Code",
        description:
          "Servers, networks and permissions are declared in reviewed, versioned files rather than built by hand in a console.",
        lesson: {
          title: "Declaring infrastructure and managing its state",
          html: p(
            "Infrastructure as code means describing cloud resources, such as networks, virtual machines, databases, load balancers and access policies, in text files that are kept in version control and applied by a tool. Declarative tools such as Terraform, OpenTofu and AWS CloudFormation let the engineer state the desired end state; the tool works out what to create, change or delete. The benefits are those of software engineering: every change is reviewed in a pull request, tested in a pipeline, reproducible in another region or account, and traceable to an author and a reason.",
            "Terraform illustrates the workflow. The engineer edits configuration files, runs <code>terraform plan</code>, which compares the configuration with the recorded state and with the real resources and prints the exact changes it proposes, and, after review, runs <code>terraform apply</code>. The state file maps each resource in the configuration to a real object in the cloud, so it is critical: it is kept in a remote backend, such as an object storage bucket with versioning, with locking so that two engineers cannot apply at once. Because state can contain secrets, access to it is restricted and it is encrypted at rest.",
            "Drift occurs when someone changes a resource by hand in the console, so that reality no longer matches the code. A scheduled plan that reports differences reveals drift; the fix is to change the code and apply it, not to make further manual edits. Many teams remove write access to production consoles altogether, keeping break-glass accounts for emergencies.",
            "Two further practices make infrastructure as code safe at scale. Modules package reusable patterns, such as a standard network with private subnets, so that every team builds them the same way. Immutable infrastructure replaces servers rather than patching them: a new machine image is built, rolled out behind the load balancer, and the old instances are destroyed. A server that is never modified in place cannot accumulate undocumented configuration, and rollback is as simple as redeploying the previous image.",
          ),
        },
      },
      {
        title: "Observability",
        description:
          "When a distributed service misbehaves, can you tell why from the outside? This module builds the telemetry that lets you.",
        lesson: {
          title: "Metrics, logs, traces and the signals that matter",
          html:
            p(
              "Observability is the degree to which the internal state of a system can be inferred from its outputs. For cloud services those outputs are three kinds of telemetry. Metrics are numeric time series, such as request counts or CPU utilisation, cheap to store and ideal for dashboards and alerts. Logs are timestamped records of discrete events, most useful when structured as key-value fields rather than free text. Traces follow a single request as it passes through many services: each unit of work is a span with a start time, duration and parent, and the trace context travels between services in a standard header defined by the W3C Trace Context recommendation. OpenTelemetry, a project of the Cloud Native Computing Foundation, provides vendor-neutral libraries and a collector for all three.",
              "Deciding what to measure matters more than the tools. Three well-known checklists help:",
            ) +
            "<ul><li>The four golden signals of Google's SRE book: latency, traffic, errors and saturation.</li><li>The RED method for request-driven services: rate, errors and duration.</li><li>Brendan Gregg's USE method for resources such as disks and CPUs: utilisation, saturation and errors.</li></ul>" +
            p(
              "Latency should be reported as percentiles, not averages. If 99 requests take 50 ms and one takes 5 s, the mean of 99.5 ms describes no real request, while the 99th percentile shows that one user in a hundred waits a hundred times longer. Percentiles cannot be averaged across servers, so systems record histograms and compute percentiles from the merged buckets.",
              "Every label added to a metric multiplies the number of time series stored. Labelling a request counter by status code and endpoint is sensible; labelling it by user ID creates millions of series and can bring a monitoring system down. Such high-cardinality detail belongs in logs and traces, which are sampled or retained for shorter periods.",
            ),
        },
      },
      {
        title: "Incident Response and Postmortems",
        description:
          "Practise the roles and habits that shorten outages, and learn to write a postmortem that improves the system rather than blaming a person.",
        lesson: {
          title: "Running an incident and learning from it",
          html: p(
            "An incident is an unplanned event that degrades a service enough to need a coordinated response. Most organisations grade incidents by severity, for instance from SEV1, a major customer-facing outage, to SEV4, a minor issue, and the severity decides who is paged and how often stakeholders are updated. Borrowing from the Incident Command System used by emergency services, a serious incident has clearly separated roles. The incident commander coordinates the response and makes decisions but does not debug. The operations lead and responders investigate and change the system. The communications lead updates status pages and stakeholders on a fixed schedule. A scribe keeps a timeline of observations, decisions and actions.",
            "The first priority is mitigation, not diagnosis. If an incident began twenty minutes after a deployment, rolling back the deployment is usually faster and safer than finding the faulty line of code; diverting traffic away from a failing region, disabling a feature flag or adding capacity are other common mitigations. The root cause can be studied once users are no longer affected.",
            "After a significant incident the team writes a postmortem. A good one contains a summary of impact in the terms of the SLO, such as minutes of unavailability and the share of the error budget consumed, a detailed timeline, the contributing factors, what went well and badly in the response, and action items, each with an owner and a due date. The practice of blameless postmortems, popularised by John Allspaw at Etsy and by Google's SRE teams, holds that people acted reasonably on the information they had; asking why the system allowed a mistake to cause an outage leads to durable fixes, such as safer deployment tooling, whereas blaming an individual merely teaches people to hide information.",
            "Teams also track time to detect and time to restore across incidents, but treat such averages with care: incidents vary so widely that a mean can move sharply because of a single event.",
          ),
        },
      },
    ],
  },
  {
    slug: "critical-care-nursing-ventilation-gases-sepsis",
    discipline: "Critical care nursing",
    title: "Adult Critical Care Nursing",
    description:
      "Postgraduate specialist study for nurses working in adult intensive care, concentrating on the patient whose organs are failing: the nursing management of mechanical ventilation and prone positioning, systematic interpretation of arterial blood gases, the recognition and treatment of septic shock with vasoactive drugs, and the assessment and prevention of delirium.",
    level: "advanced",
    duration: "30 credits over two semesters, with supervised clinical competencies",
    plantedGap: "delirium",
    modules: [
      {
        title: "Caring for the Mechanically Ventilated Patient",
        description:
          "Modes, lung-protective settings, alarms and the bundle that prevents ventilator-associated pneumonia.",
        lesson: {
          title: "Modes, protective ventilation and safety checks",
          html: p(
            "Invasive ventilation replaces or supports the work of breathing through an endotracheal or tracheostomy tube. In volume-controlled modes the nurse sees a set tidal volume delivered with each breath while airway pressure varies with the compliance of the lungs; a rising peak pressure warns of secretions, bronchospasm, a kinked tube or stiffening lungs. In pressure-controlled modes the inspiratory pressure is fixed and the tidal volume varies, so falling volumes are the warning sign. Pressure support assists breaths the patient triggers and is the usual mode during weaning. Positive end-expiratory pressure (PEEP) keeps alveoli open at the end of expiration and improves oxygenation.",
            "Lung-protective ventilation is standard for acute respiratory distress syndrome (ARDS) and sensible for most patients. The ARDS Network trial published in 2000 showed lower mortality with tidal volumes of 6 ml/kg of predicted body weight, with plateau pressure kept at or below 30 cmH<sub>2</sub>O, than with 12 ml/kg. Predicted body weight depends on height and sex, not actual weight: for a man it is 50 + 0.91 × (height in cm − 152.4) kg. A man 175 cm tall therefore has a predicted weight of about 70.6 kg and a target tidal volume of roughly 420 ml, however heavy he actually is.",
            "When a ventilated patient deteriorates suddenly, with falling saturation or rising pressures, the nurse works through the DOPE mnemonic: Displacement of the tube (check its length at the teeth and the capnography trace), Obstruction by secretions or biting, Pneumothorax (unequal chest movement, rising pressures, falling blood pressure) and Equipment failure. If in doubt, the patient is disconnected from the ventilator and hand-ventilated with 100 per cent oxygen while help is called.",
            "Ventilator-associated pneumonia adds days of ventilation and increases mortality. Care bundles to prevent it include elevating the head of the bed to 30 to 45 degrees, regular oral care, subglottic secretion drainage through specially designed tubes, maintaining endotracheal cuff pressure between 20 and 30 cmH<sub>2</sub>O, and a daily assessment of readiness to wean.",
          ),
        },
      },
      {
        title: "Prone Positioning",
        description:
          "Turning a ventilated patient onto the front improves oxygenation in severe ARDS, but only if the team does it safely.",
        lesson: {
          title: "Why and how to turn a patient prone",
          html:
            p(
              "In ARDS the dependent, dorsal regions of the lungs collapse under the weight of the oedematous lung and the heart, while blood flow continues to them, so shunt and hypoxaemia worsen. Turning the patient prone makes the distribution of ventilation more even, recruits dorsal lung, and reduces the overdistension of ventral regions. The PROSEVA trial (Guérin and colleagues, 2013) enrolled patients with severe ARDS, defined by a ratio of arterial oxygen tension to inspired oxygen fraction below 150 mmHg, and found that prone sessions of at least 16 hours a day reduced 28-day mortality from 32.8 per cent to 16.0 per cent.",
              "Proning is a planned team procedure, usually needing five people: one at the head who controls the airway and leads the turn, two on each side. Before the turn the team checks:",
            ) +
            "<ul><li>the endotracheal tube position and security, with suction ready and a plan for reintubation;</li><li>eye care, with lids closed and lubricated, and enteral feed paused with the stomach aspirated;</li><li>lines and drains, which are secured and lengthened so that none is pulled during the turn;</li><li>ECG electrodes, which are moved to the back;</li><li>pressure-relieving pads for the face, chest, pelvis and knees.</li></ul>" +
            p(
              "The usual method is the sandwich or burrito technique: the patient is wrapped between two sheets with pads, moved to the edge of the bed, rotated through the lateral to the prone position on the leader's count, and then centralised. Once prone, the head is turned to one side and the arms placed in the swimmer's position, one arm raised and the other at the side, with head and arm positions alternated every two to four hours to protect the face, ears and brachial plexus.",
              "The nurse watches for a fall in oxygenation during the first minutes, haemodynamic instability and tube displacement. Pressure injuries to the face, chin and chest are the commonest complication and are prevented by careful padding and regular small repositioning.",
            ),
        },
      },
      {
        title: "Arterial Blood Gas Interpretation",
        description: "A systematic five-step reading of the arterial blood gas, practised on worked cases.",
        lesson: {
          title: "A systematic approach to the ABG",
          html:
            "<table><tr><th>Value</th><th>Normal range</th></tr><tr><td>pH</td><td>7.35 to 7.45</td></tr><tr><td>PaCO<sub>2</sub></td><td>4.7 to 6.0 kPa (35 to 45 mmHg)</td></tr><tr><td>Bicarbonate</td><td>22 to 26 mmol/L</td></tr><tr><td>Base excess</td><td>−2 to +2 mmol/L</td></tr><tr><td>PaO<sub>2</sub> breathing air</td><td>10 to 13 kPa</td></tr></table>" +
            p(
              "Arterial blood gases are read in a fixed order so that nothing is missed. First, oxygenation: is the patient hypoxaemic, and how does the PaO<sub>2</sub> compare with the inspired oxygen? Second, the pH: below 7.35 is acidaemia, above 7.45 alkalaemia. Third, the respiratory component: a PaCO<sub>2</sub> above the normal range causes acidosis and one below it alkalosis. Fourth, the metabolic component: a low bicarbonate or a negative base excess indicates metabolic acidosis, a high one metabolic alkalosis. Fifth, compensation: whichever component moves in the direction that explains the pH is the primary disorder, and the other moving the opposite way is compensation, which almost never returns the pH fully to normal.",
              "Take a patient with pH 7.21, PaCO<sub>2</sub> 3.1 kPa (23 mmHg), bicarbonate 10 mmol/L, sodium 138 and chloride 104 mmol/L. The pH shows acidaemia; the low bicarbonate explains it, so this is a primary metabolic acidosis, and the low PaCO<sub>2</sub> is respiratory compensation. Winter's formula predicts the expected PaCO<sub>2</sub> in a metabolic acidosis as 1.5 × HCO<sub>3</sub><sup>−</sup> + 8 ± 2 mmHg, here 21 to 25 mmHg, so the compensation is appropriate; a higher value would reveal a coexisting respiratory acidosis, perhaps from exhaustion. The anion gap, Na<sup>+</sup> − (Cl<sup>−</sup> + HCO<sub>3</sub><sup>−</sup>), is 138 − 114 = 24 mmol/L, well above the usual range of about 8 to 12, indicating unmeasured acids such as lactate or ketones.",
              "Oxygenation in ventilated patients is tracked with the ratio of PaO<sub>2</sub> to the fraction of inspired oxygen. A PaO<sub>2</sub> of 12 kPa (90 mmHg) on an FiO<sub>2</sub> of 0.6 gives a ratio of 20 kPa, or 150 mmHg, which with bilateral infiltrates and PEEP of at least 5 cmH<sub>2</sub>O meets the Berlin definition of moderate ARDS (100 to 200 mmHg).",
            ),
        },
      },
      {
        title: "Septic Shock and Vasoactive Drugs",
        description:
          "This module defines sepsis by the Sepsis-3 criteria, sets out the first-hour bundle, and covers the nursing management of noradrenaline infusions.",
        lesson: {
          title: "Recognition, the hour-1 bundle and vasopressor care",
          html: p(
            "The Third International Consensus Definitions (Sepsis-3, 2016) define sepsis as life-threatening organ dysfunction caused by a dysregulated host response to infection. Organ dysfunction is identified by an acute rise of two points or more in the Sequential Organ Failure Assessment (SOFA) score. Septic shock is the subset in which circulatory and metabolic abnormalities are severe enough to increase mortality substantially: the patient needs vasopressors to maintain a mean arterial pressure (MAP) of 65 mmHg or more and has a serum lactate above 2 mmol/L despite adequate fluid resuscitation. Hospital mortality in septic shock exceeds 40 per cent.",
            "The Surviving Sepsis Campaign's hour-1 bundle asks that, within an hour of recognition, the team measure lactate and repeat it if it is raised, take blood cultures before antibiotics, give broad-spectrum antibiotics, begin 30 ml/kg of crystalloid for hypotension or a lactate of 4 mmol/L or more, and start vasopressors if hypotension persists during or after fluids. For an 80 kg patient the fluid target is 2.4 litres, given in boluses with reassessment after each.",
            "MAP, rather than systolic pressure, is the usual target because it reflects organ perfusion pressure. It is approximately (systolic + 2 × diastolic) / 3: a pressure of 84/42 mmHg gives a MAP of 56 mmHg, below target even though the systolic may not look alarming. Noradrenaline, a predominantly alpha-adrenergic vasoconstrictor, is the first-line vasopressor; vasopressin is commonly added when noradrenaline requirements rise.",
            "The nursing management of vasopressor infusions centres on continuity and safety. Noradrenaline is given through a dedicated lumen of a central venous catheter where possible, because extravasation from a peripheral cannula can cause tissue necrosis. Blood pressure is monitored continuously through an arterial line, with the transducer levelled at the phlebostatic axis. Because the drug has a half-life of about two minutes, even a short interruption when a syringe runs out can cause profound hypotension, so the replacement infusion is prepared in advance and changed over using the unit's agreed technique, such as double pumping. The nurse also watches for the effects of intense vasoconstriction: cold, mottled peripheries, rising lactate and falling urine output, with a target usually of at least 0.5 ml/kg/h.",
          ),
        },
      },
    ],
  },
];
