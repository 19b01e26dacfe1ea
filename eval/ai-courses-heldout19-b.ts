/** Nineteenth held-out evaluation courses, intermediate level (Maya history to colour grading); see ai-courses-heldout19.ts. */
import { p, type EvalCourse } from "./ai-course-types.ts";

export const HELDOUT19_B: EvalCourse[] = [
  {
    slug: "classic-maya-kings-calendars-collapse",
    discipline: "Maya history",
    title: "The Classic Maya: Calendars, Kings and Collapse",
    description:
      "Lowland Maya civilisation reached its height between about AD 250 and 900. Reading hieroglyphic inscriptions alongside the archaeology, this second-year history module studies the Long Count and the Calendar Round, divine kingship and the rivalry of Tikal and Calakmul, the Terminal Classic collapse, and the Spanish conquest of Yucatán.",
    level: "intermediate",
    duration: "one term (10 lectures, 10 seminars)",
    plantedGap: "conquest",
    modules: [
      {
        title: "Counting Days: the Long Count and the Calendar Round",
        description:
          "Maya monuments are dated to the day, and historians who cannot read those dates cannot use the inscriptions, so we start with the arithmetic.",
        lesson: {
          title: "Reading a Long Count date",
          html:
            p(
              "Classic Maya scribes recorded dates in two interlocking systems. The Long Count is a running tally of days elapsed since a fixed starting point, written in five places. Unlike a pure base-20 system, the third place counts in eighteens, so that one tun approximates a year:",
            ) +
            "<table><tr><th>Unit</th><th>Composition</th><th>Days</th></tr><tr><td>k'in</td><td>1 day</td><td>1</td></tr><tr><td>winal</td><td>20 k'ins</td><td>20</td></tr><tr><td>tun</td><td>18 winals</td><td>360</td></tr><tr><td>k'atun</td><td>20 tuns</td><td>7,200</td></tr><tr><td>bak'tun</td><td>20 k'atuns</td><td>144,000</td></tr></table>" +
            p(
              "A date such as 9.0.0.0.0 therefore means nine bak'tuns, or 9 × 144,000 = 1,296,000 days, after the zero date. The Maya placed that zero date, written 13.0.0.0.0 4 Ajaw 8 Kumk'u, on what corresponds to 11 August 3114 BC in the proleptic Gregorian calendar, using the widely accepted Goodman-Martínez-Thompson correlation. Day 9.0.0.0.0 falls in December AD 435, and most Classic monuments carry dates in bak'tun 9, between AD 435 and 830.",
              "The Long Count was accompanied by the Calendar Round, which combines two cycles. The 260-day ritual count, the <i>tzolk'in</i>, pairs the numbers 1 to 13 with twenty named days, so 1 Imix is followed by 2 Ik', and so on. The 365-day vague year, the <i>haab'</i>, consists of eighteen named months of twenty days and a final period of five days, Wayeb'. Because 260 and 365 share a factor of 5, a given combination such as 4 Ajaw 8 Kumk'u recurs only every 18,980 days, almost exactly 52 years. A Calendar Round date alone is thus ambiguous across centuries, which is why the Long Count matters so much to historians: it fixes events absolutely. Inscriptions often add further cycles, such as the lunar series and the 819-day count, and 'distance numbers' that count forward or back from one dated event to another.",
            ),
        },
      },
      {
        title: "Divine Kings and Rival Dynasties",
        description:
          "Who ruled the Classic cities, how do we know their names, and why did Tikal and Calakmul spend two centuries at war?",
        lesson: {
          title: "K'uhul ajaw: kingship and the great rivalry",
          html: p(
            "For most of the twentieth century scholars believed that Maya inscriptions recorded little beyond astronomy and calendar ritual. Two breakthroughs overturned this. In 1952 the Soviet epigrapher Yuri Knorozov showed that the script was partly phonetic, using syllabic signs alongside word signs. In 1960 Tatiana Proskouriakoff demonstrated from the monuments of Piedras Negras that groups of dates on stelae spanned human lifetimes, marking births, accessions and deaths of rulers. Maya texts were history.",
            "The rulers themselves bore the title <i>k'uhul ajaw</i>, 'holy lord', and each major city had an emblem glyph naming the polity it ruled, such as Mutul for Tikal. Kings acted as intermediaries with the gods, performing bloodletting rites, dedicating temples and celebrating period endings such as the completion of a k'atun. Their monuments, carved stelae set before temple-pyramids, proclaimed these acts in public.",
            "The political landscape of the Classic period was dominated by two powers. Tikal, in the central Petén, had been transformed in AD 378 by the arrival of Siyaj K'ahk', a figure linked to the great central Mexican city of Teotihuacan, after which a new dynasty with Teotihuacan connections ruled. To the north, the Kaanul or 'Snake' dynasty, established at Calakmul by the seventh century, built a network of allied and subordinate kingdoms, including Caracol, Dos Pilas and Naranjo. Caracol defeated Tikal in 562, and the city erected no dated monuments for over a century, a period called the Tikal hiatus. The balance changed in 695 when Tikal's ruler Jasaw Chan K'awiil I defeated Calakmul's king Yuknoom Yich'aak K'ahk'. The inscriptions show that warfare was less about annexing territory than about capturing high-ranking enemies, extracting tribute and placing clients on subordinate thrones, a pattern described as hegemonic rather than territorial.",
          ),
        },
      },
      {
        title: "The Terminal Classic Collapse",
        description:
          "In this module students weigh the evidence for drought, war and political failure in the abandonment of the southern lowland cities.",
        lesson: {
          title: "Why the southern cities fell silent",
          html:
            p(
              "Between about AD 800 and 950, the Terminal Classic period, the great cities of the southern Maya lowlands ceased to erect dated monuments, their royal courts disappeared and their populations fell dramatically. The last known Long Count date, 10.4.0.0.0, corresponding to AD 909, was carved at Toniná in Chiapas. The process was not a single event: Dos Pilas and the Petexbatún region fragmented in violent wars from the 760s, Copán's dynasty ended around 822, and Tikal's last dated monument is from 869. Meanwhile, cities in the northern lowlands, such as Chichén Itzá and the Puuc centres of Uxmal and Kabah, flourished during the same century.",
              "Historians and archaeologists have proposed several explanations, which are best treated as interacting rather than competing:",
            ) +
            "<ul><li><b>Drought.</b> Lake sediment cores, beginning with David Hodell's 1995 study of Lake Chichancanab, show layers of gypsum that precipitate when evaporation exceeds rainfall, indicating severe droughts in the ninth and tenth centuries. Later speleothem records from Belize support repeated multi-year dry spells.</li><li><b>Endemic warfare.</b> The number of inscriptions recording war rose through the eighth century, and fortifications were hastily built at sites such as Dos Pilas.</li><li><b>Environmental stress.</b> Dense populations cleared forests and depended on intensively farmed fields, leaving little margin when rains failed.</li><li><b>Political failure.</b> Divine kings justified their rule by guaranteeing cosmic order and prosperity; repeated crises undermined that claim, and commoners appear to have migrated away.</li></ul>" +
            p(
              "The collapse was above all the end of a political system, the institution of the k'uhul ajaw, rather than the disappearance of the Maya, whose descendants still number in the millions. Students should keep this distinction in mind when reading popular accounts.",
            ),
        },
      },
    ],
  },
  {
    slug: "stoma-care-nursing-appliances-complications",
    discipline: "Stoma care nursing",
    title: "Stoma Care Nursing: Appliances and Complications",
    description:
      "Every year thousands of people leave hospital with a new colostomy, ileostomy or urostomy. This post-registration module prepares ward and community nurses to understand each type of stoma and its output, to assess a new stoma and fit the right appliance, to recognise and manage complications, and to advise on diet after stoma surgery.",
    level: "intermediate",
    duration: "6 weeks (blended, with two clinical study days)",
    plantedGap: "diet",
    modules: [
      {
        title: "Types of Stoma and Their Output",
        description:
          "The site of the stoma on the bowel or urinary tract determines what comes out of it, and therefore almost everything about its care.",
        lesson: {
          title: "Colostomy, ileostomy and urostomy compared",
          html:
            p(
              "A stoma is a surgically created opening of the bowel or urinary tract on the surface of the abdomen. Because it has no sphincter, output cannot be controlled voluntarily and is collected in an appliance. Stomas are described by the organ brought out and by their construction. An end stoma brings out the cut end of the bowel; a loop stoma brings a loop of intact bowel to the surface and opens it, creating two openings side by side, and is usually formed to divert output temporarily, for example to protect a low anastomosis.",
            ) +
            "<table><tr><th>Stoma</th><th>Usual site</th><th>Output</th><th>Typical appearance</th></tr><tr><td>Colostomy (sigmoid or descending)</td><td>left iliac fossa</td><td>formed or semi-formed faeces, once or twice a day</td><td>flush or slightly raised</td></tr><tr><td>Ileostomy</td><td>right iliac fossa</td><td>liquid to porridge-like, continuous, about 500-1000 mL a day once settled</td><td>spouted 2-3 cm</td></tr><tr><td>Urostomy (ileal conduit)</td><td>right iliac fossa</td><td>urine, continuous, with some mucus</td><td>spouted</td></tr></table>" +
            p(
              "The spout of an ileostomy, first described by Bryan Brooke in 1952, matters because small-bowel effluent is rich in digestive enzymes and rapidly damages skin; a spout of 2 to 3 centimetres directs it into the bag. A colostomy needs no spout because its output is less corrosive. An ileal conduit, the Bricker procedure, isolates a short segment of ileum, implants the ureters into one end and brings the other end out as a stoma; the conduit is not a reservoir, so urine flows constantly and the pouch needs a tap and overnight connection to a drainage bag.",
              "In the first days after surgery an ileostomy may produce more than 1.5 litres in 24 hours. Output above this level is a high-output stoma and needs prompt medical review because of the risk of dehydration, sodium depletion and acute kidney injury. Nurses record output accurately on a fluid balance chart from the first postoperative day.",
            ),
        },
      },
      {
        title: "Assessing the Stoma and Choosing an Appliance",
        description: "Observe, measure, then fit: a systematic assessment at every change prevents most leaks.",
        lesson: {
          title: "A structured stoma assessment",
          html: p(
            "A healthy stoma is moist and red or pink, like the inside of the mouth. It has no nerve endings for pain, so the patient will not feel it being touched, but its mucosa bleeds easily if rubbed. At each appliance change in the first postoperative days the nurse records the colour, size, shape and height of the stoma, the condition of the mucocutaneous junction where mucosa meets skin, the state of the peristomal skin, and the volume and consistency of the output. A dusky, purple or black stoma suggests ischaemia and must be reported to the surgical team at once; a test tube gently inserted into the lumen and lit with a pen torch can show whether the darkening extends below the skin.",
            "New stomas are swollen. Oedema usually settles over six to eight weeks, and during that time the stoma shrinks, so it should be measured with a template at each change and the aperture of the appliance recut. The aperture should be about 2 to 3 millimetres larger than the stoma: any larger and effluent touches the skin; any smaller and the flange may cut into the mucosa.",
            "Appliances come in two main systems. A one-piece appliance has the adhesive flange and the pouch joined; it is discreet and flexible. A two-piece system has a separate baseplate to which pouches are clipped or stuck, so the pouch can be changed without removing the adhesive, which helps patients with fragile skin. Pouches are closed, for colostomies with formed output, drainable with an outlet for ileostomies, or fitted with a tap for urostomies. When the stoma is flush or retracted, or sits in a skin fold, a convex flange pushes the skin back around it so that the stoma protrudes into the pouch; convexity is prescribed after assessment because it can cause pressure ulceration. Patients should be shown how to empty, change and dispose of their appliance before discharge.",
          ),
        },
      },
      {
        title: "Recognising and Managing Complications",
        description:
          "Early and late complications are common, and most are first noticed by the patient or the community nurse rather than the surgeon.",
        lesson: {
          title: "From necrosis to parastomal hernia",
          html: p(
            "Complications are conventionally divided into early ones, in the first weeks after surgery, and late ones, which may arise months or years later. Among early complications, stomal necrosis results from poor blood supply, often from tension on the mesentery or an abdominal wall opening that is too tight; superficial necrosis may slough and heal, but necrosis extending below the fascia requires urgent revision. Retraction, in which the stoma sinks below skin level, causes leakage and is usually managed with convex appliances and seals. Mucocutaneous separation, a breakdown of the suture line between stoma and skin, is packed with an absorbent dressing under the appliance and usually heals by secondary intention.",
            "Peristomal skin problems are the commonest complication of all, reported in a third or more of patients. Most are irritant contact dermatitis caused by leaking effluent, and the remedy is to find and correct the cause of the leak: a poorly cut aperture, a change in body shape, or creases in the skin. Allergic dermatitis to an adhesive is much rarer and shows the shape of the product. Assessment tools such as the Ostomy Skin Tool, with its DET score for discolouration, erosion and tissue overgrowth, make it easier to record severity and track change.",
            "Late complications include parastomal hernia, a bulge of bowel through the abdominal wall beside the stoma, which develops in up to half of patients with an end colostomy within a few years. Support garments and belts reduce discomfort, and patients should be taught to avoid heavy lifting in the early months and to report pain, vomiting or a tense, tender swelling, which may indicate obstruction. Prolapse, in which the bowel telescopes out through the stoma, is commonest in loop stomas; a prolapse that becomes dark or cannot be reduced is an emergency. Stenosis, a narrowing of the stoma opening, may cause ribbon-like output and colicky pain.",
          ),
        },
      },
    ],
  },
  {
    slug: "identity-and-access-management-enterprise",
    discipline: "Identity and access management",
    title: "Identity and Access Management for the Enterprise",
    description:
      "Who may do what, on which system, and how does the organisation know? Through labs on an open-source identity provider, this module works through authentication factors and multi-factor assurance, federation with SAML and OpenID Connect, role-based and attribute-based access control, the joiner-mover-leaver lifecycle, and privileged access management.",
    level: "intermediate",
    duration: "10 weeks (2-hour lecture, 2-hour lab)",
    plantedGap: "privileged access",
    modules: [
      {
        title: "Authentication and Assurance",
        description:
          "We define what it means to prove an identity, compare the three kinds of factor, and measure strength against NIST SP 800-63B.",
        lesson: {
          title: "Factors, authenticators and assurance levels",
          html: p(
            "Authentication establishes that the person or process presenting an identifier is the one to whom it was issued. It is distinct from identity proofing, which establishes who someone is when an account is first created, and from authorisation, which decides what an authenticated subject may do. Authentication rests on three kinds of factor: something you know, such as a password or PIN; something you have, such as a phone with an authenticator app or a hardware security key; and something you are, such as a fingerprint. Multi-factor authentication combines factors of different kinds; two passwords are still a single factor.",
            "The United States National Institute of Standards and Technology publishes Special Publication 800-63B, whose guidance is widely followed outside the US. It defines three authenticator assurance levels. AAL1 allows single-factor authentication. AAL2 requires two distinct factors. AAL3 requires a hardware-based authenticator and verifier impersonation resistance, meaning that the protocol defeats a phishing site that relays the login. NIST's advice on passwords reversed older habits: verifiers should require at least eight characters, allow long passphrases, avoid composition rules such as 'one digit and one symbol', stop forcing periodic changes without evidence of compromise, and check new passwords against lists of breached and common values.",
            "Time-based one-time passwords, defined in RFC 6238, are a common second factor. The server and the authenticator share a secret key; each computes an HMAC of the number of 30-second intervals since the Unix epoch and truncates it to six digits. A code is therefore valid for about 30 seconds, and servers typically accept one step either side to allow for clock drift. One-time passwords are better than passwords alone but can still be phished, because a user can type the code into a fake site that forwards it immediately. FIDO2 and its browser interface WebAuthn, by contrast, bind a public-key credential to the origin of the website, so a credential registered for example.com will not sign a challenge for examp1e.com. This origin binding is what makes passkeys resistant to phishing.",
          ),
        },
      },
      {
        title: "Federation with SAML and OpenID Connect",
        description:
          "Single sign-on across organisations and cloud services depends on two standards, and this module follows a login through each.",
        lesson: {
          title: "Identity providers, relying parties and tokens",
          html:
            p(
              "Federation lets one organisation, the identity provider (IdP), authenticate a user and vouch for that user to another system, the service provider or relying party, which trusts the IdP's signed statements instead of keeping its own passwords. The user signs in once and reaches many applications, and the organisation can disable access everywhere by disabling one account.",
              "Security Assertion Markup Language 2.0, an OASIS standard from 2005, carries these statements as XML assertions signed by the IdP. In the common service-provider-initiated flow, the browser asks for the application, which redirects it to the IdP with an authentication request; the IdP authenticates the user and posts a signed assertion back through the browser to the application's assertion consumer service. The assertion names the subject, the audience it is intended for, a validity window and attributes such as e-mail address or group membership. The service provider must check the signature, the audience and the time limits; many historical SAML vulnerabilities came from validating the signature on one part of the document and reading the identity from another.",
              "OpenID Connect (2014) adds an identity layer to the OAuth 2.0 authorisation framework and uses JSON rather than XML. Its recommended flow for web and mobile applications is the authorisation code flow with Proof Key for Code Exchange (PKCE, RFC 7636):",
            ) +
            "<ul><li>the client creates a random code verifier and sends its SHA-256 hash, the code challenge, with the authorisation request;</li><li>the user authenticates at the provider, which redirects back with a short-lived authorisation code;</li><li>the client exchanges the code and the original verifier for tokens at the token endpoint;</li><li>the provider returns an access token and an ID token, a signed JSON Web Token whose claims include <code>iss</code>, <code>sub</code>, <code>aud</code>, <code>exp</code> and the <code>nonce</code> the client sent.</li></ul>" +
            p("Because only the client holds the verifier, a stolen authorisation code is useless to an attacker."),
        },
      },
      {
        title: "Access Control Models",
        description:
          "Discretionary, mandatory, role-based and attribute-based models answer the question 'may this subject do this?' in different ways.",
        lesson: {
          title: "From ACLs to RBAC and ABAC",
          html: p(
            "Once a subject is authenticated, an access control decision determines whether it may perform an operation on an object. In discretionary access control (DAC) the owner of a resource decides who may use it, as when a user sets permissions on a file in a shared drive; it is flexible but hard to govern, because permissions spread as owners share freely. Mandatory access control (MAC) imposes a central policy that owners cannot override, classically by comparing security labels such as Secret and Top Secret in the Bell-LaPadula model, whose rules forbid reading up and writing down.",
            "Role-based access control (RBAC), formalised by David Ferraiolo and Richard Kuhn at NIST in 1992 and standardised as ANSI INCITS 359-2004, assigns permissions to roles and users to roles. A role such as 'accounts payable clerk' bundles the permissions the job needs. The economy is easy to see: if 600 staff each need some of 40 permissions, direct assignment could require up to 24,000 grants to review, whereas 15 roles averaging 8 permissions need 120 role-permission grants plus 600 user-role assignments. RBAC also supports separation of duties, a constraint that prevents one person holding two conflicting roles, such as creating a supplier and approving payments to it. Applying the principle of least privilege, each role should hold only the permissions required for its tasks.",
            "RBAC's weakness is role explosion. When access depends on combinations of department, location, project and contract type, organisations create thousands of narrow roles that nobody understands. Attribute-based access control (ABAC), described in NIST SP 800-162, evaluates policies over attributes of the subject, the object, the action and the environment at the time of the request: 'a nurse may read the record of a patient on her own ward during her shift'. The policy language XACML and newer engines such as Open Policy Agent implement this pattern. Many enterprises combine the two, using roles for coarse entitlements and attributes for fine-grained conditions.",
          ),
        },
      },
      {
        title: "Joiners, Movers and Leavers",
        description:
          "Access must follow people as they arrive, change jobs and depart; this module automates that lifecycle and audits it.",
        lesson: {
          title: "Provisioning, recertification and orphaned accounts",
          html: p(
            "The identity lifecycle is usually described in three events. A joiner needs accounts and access on the first day of work; a mover changes job, location or manager and needs some access added and, just as important, some removed; a leaver must lose all access promptly when employment ends. In a mature organisation these events originate in the authoritative source of identity data, usually the human resources system, and an identity governance platform provisions and deprovisions accounts in target systems automatically.",
            "Joiners typically receive birthright access, the entitlements everyone in a given category needs, such as e-mail, the intranet and the expenses system. Further access is requested through a workflow with approval by the line manager or the owner of the application. Provisioning to cloud applications increasingly uses the System for Cross-domain Identity Management, SCIM 2.0, defined in RFC 7643 and RFC 7644, a REST and JSON protocol with standard resources for users and groups, so that one connector works with many services.",
            "Movers are the commonest source of excessive access. A person who moves from payroll to procurement and keeps the old entitlements accumulates a combination that may breach separation of duties; auditors call this privilege creep. Leavers present the clearest risk: an account that stays active after its owner has gone, an orphaned account, can be used by a former employee or taken over by an attacker without anyone noticing. Matching the list of active accounts in each system against the list of current staff regularly reveals these.",
            "Periodic access reviews, also called recertification campaigns, ask managers and application owners to confirm or revoke each person's entitlements, typically every six or twelve months and more often for sensitive systems. Reviews are only useful if reviewers see meaningful descriptions rather than cryptic group names, and if revocations are actually carried out. Regulations and standards such as ISO/IEC 27001 Annex A and the Sarbanes-Oxley Act drive much of this work, and the evidence they require comes from the records the lifecycle process keeps.",
          ),
        },
      },
    ],
  },
  {
    slug: "public-finance-goods-taxes-debt",
    discipline: "Public finance",
    title: "Public Finance: Public Goods, Taxes and Debt",
    description:
      "Governments in rich countries spend between a third and a half of national income. This intermediate economics module asks why, and at what cost, analysing public goods and externalities, the incidence and excess burden of taxation, fiscal federalism, and the arithmetic of deficits and public debt.",
    level: "intermediate",
    duration: "one semester (3 lectures and 1 problem class a week)",
    plantedGap: "federalism",
    modules: [
      {
        title: "Public Goods and Externalities",
        description:
          "Markets underprovide some goods and overproduce some harms; we derive the efficiency conditions and the corrective policies.",
        lesson: {
          title: "Samuelson's condition and Pigou's tax",
          html: p(
            "A pure public good has two properties. It is non-rival, because one person's use does not reduce the amount available to others, and non-excludable, because people who do not pay cannot practically be prevented from benefiting. National defence, street lighting and flood defences are standard examples. Many goods are only partly public: a motorway is excludable by tolls, and a crowded road is rival.",
            "For a private good, efficiency requires each consumer's marginal benefit to equal marginal cost, and the market's demand curve is the horizontal sum of individual demands. For a public good, every unit provided is consumed by everyone at once, so the social marginal benefit of a unit is the sum of all individuals' marginal benefits. Paul Samuelson's 1954 condition states that the good is efficiently provided where the sum of marginal rates of substitution equals the marginal rate of transformation, or in money terms where the vertical sum of marginal benefits equals marginal cost. Suppose three households value an extra street lamp at £10, £6 and £4 respectively, and a lamp costs £15. The sum, £20, exceeds the cost, so the lamp should be installed, yet no single household would buy it alone. Each has an incentive to understate its valuation and wait for the others to pay: this is the free-rider problem, and it is the main reason such goods are financed by taxation.",
            "An externality arises when an activity imposes costs or benefits on third parties that do not enter the decision-maker's calculation. A factory that pollutes a river produces where its private marginal cost equals the price, ignoring the marginal external damage, so output exceeds the efficient level. Arthur Pigou proposed in 1920 a tax per unit equal to the marginal external damage at the efficient output, which makes the firm face the full social cost. If each tonne of output causes £12 of damage downstream, a £12 tax per tonne restores efficiency. Ronald Coase argued in 1960 that, with clear property rights and low transaction costs, the parties could bargain to the same efficient outcome without a tax; with many affected parties such bargaining is rarely feasible.",
          ),
        },
      },
      {
        title: "Who Bears a Tax, and What It Costs",
        description:
          "Statutory incidence tells us who hands the money over; economic incidence tells us who is worse off.",
        lesson: {
          title: "Incidence, elasticities and deadweight loss",
          html:
            p(
              "The legal obligation to pay a tax, its statutory incidence, says little about who ultimately bears it. Economic incidence is determined by how prices adjust, and in a competitive market it depends only on the relative elasticities of supply and demand, not on whether the tax is collected from buyers or sellers. For a small per-unit tax, the share borne by consumers is approximately ε<sub>s</sub> / (ε<sub>s</sub> − ε<sub>d</sub>), where ε<sub>s</sub> is the price elasticity of supply and ε<sub>d</sub> the (negative) price elasticity of demand. The side of the market that is less able to adjust bears more.",
            ) +
            "<table><tr><th>ε<sub>s</sub></th><th>ε<sub>d</sub></th><th>Consumers' share</th><th>Producers' share</th></tr><tr><td>1.5</td><td>−0.5</td><td>75%</td><td>25%</td></tr><tr><td>1.0</td><td>−1.0</td><td>50%</td><td>50%</td></tr><tr><td>0.2</td><td>−1.8</td><td>10%</td><td>90%</td></tr></table>" +
            p(
              "This explains why taxes on cigarettes, with inelastic demand, fall largely on smokers, and why a tax on land, whose supply is perfectly inelastic, falls entirely on landowners, as Henry George argued.",
              "Taxes also impose an excess burden, or deadweight loss: the loss of welfare beyond the revenue collected, caused by trades that no longer happen. For a linear market the loss is the triangle ½ × t × ΔQ, where t is the tax per unit and ΔQ the fall in quantity. If a £2 tax reduces sales from 1,000 to 900 units, it raises £1,800 and costs buyers and sellers a further ½ × 2 × 100 = £100. Because ΔQ itself grows with t, the deadweight loss rises approximately with the square of the tax rate: doubling a tax roughly quadruples its excess burden. Two policy lessons follow. It is better to spread revenue-raising over many bases at moderate rates than to tax a few heavily, and, by the Ramsey rule, efficient commodity taxes are higher on goods with inelastic demand, a prescription that conflicts with fairness when those goods are necessities.",
            ),
        },
      },
      {
        title: "Deficits, Debt and Sustainability",
        description:
          "Students derive the debt-dynamics equation and use it to ask how large a primary surplus a government needs.",
        lesson: {
          title: "The arithmetic of public debt",
          html: p(
            "A government's overall deficit in a year is its spending, including interest on existing debt, minus its revenue. The primary balance excludes interest and shows whether current policy on taxes and programmes is paying its way. Each year's deficit adds to the stock of debt, which economists normally express as a ratio to gross domestic product, because the capacity to service debt grows with the economy.",
            "Let b be the debt-to-GDP ratio, r the nominal interest rate on the debt, g the nominal growth rate of GDP and s the primary surplus as a share of GDP. The change in the ratio over a year is approximately Δb = (r − g) × b − s. The term (r − g) × b is sometimes called the snowball effect. When interest rates exceed growth, debt grows as a share of the economy unless the government runs a primary surplus; when growth exceeds interest rates, a government can run a modest primary deficit and still see the ratio fall.",
            "A worked example makes the point. A country with debt of 100 per cent of GDP, paying an average of 4 per cent interest, with nominal growth of 3 per cent, needs a primary surplus of (0.04 − 0.03) × 100 = 1 per cent of GDP simply to hold the ratio constant. If the same country ran a primary deficit of 2 per cent, the ratio would rise by about 3 percentage points a year. If instead its nominal growth were 5 per cent, the snowball term would be −1 point, and it could sustain a primary deficit of 1 per cent of GDP with a stable ratio. Because nominal growth includes inflation, unexpected inflation reduces the real value of existing fixed-rate debt, one reason post-war debt ratios fell so quickly.",
            "Whether deficits matter for the wider economy is contested. Robert Barro's 1974 argument for Ricardian equivalence holds that rational households save a tax cut financed by borrowing in anticipation of future taxes, leaving demand unchanged. The assumptions required, including infinite horizons and no borrowing constraints, are strong, and most empirical studies find that deficits do raise consumption in the short run.",
          ),
        },
      },
    ],
  },
  {
    slug: "colour-grading-scopes-primaries-secondaries",
    discipline: "Colour grading",
    title: "Colour Grading: Scopes, Primaries and Secondaries",
    description:
      "The grade is where footage acquires its final look. Working in DaVinci Resolve on material shot in log, students learn to read waveform, parade and vectorscope, to balance and match shots with primary corrections, to isolate areas with qualifiers and power windows, and to master for HDR delivery.",
    level: "intermediate",
    duration: "10 weeks (one 4-hour suite session a week)",
    plantedGap: "HDR",
    modules: [
      {
        title: "Reading the Scopes",
        description:
          "Monitors lie and eyes adapt, so colourists measure; this module teaches the three scopes you will consult on every shot.",
        lesson: {
          title: "Waveform, RGB parade and vectorscope",
          html: p(
            "A calibrated reference monitor is essential, but the eye adapts to whatever it sees for long enough, and a colourist who has stared at a warm scene for an hour will stop noticing the warmth. Video scopes provide an objective check. The waveform monitor plots the brightness of the image: horizontal position on the scope corresponds to horizontal position in the frame, and vertical position shows luma, from black at the bottom to peak white at the top. In Resolve the scale runs from 0 to 1023 in 10-bit code values; for broadcast in Rec. 709, legal video runs from 64 (black) to 940 (white), the equivalent of 16 to 235 in 8-bit. A waveform whose trace is crushed into a flat line at the bottom shows clipped shadows; a flat line at the top shows clipped highlights.",
            "The RGB parade shows three waveforms side by side, one each for red, green and blue. It is the quickest way to detect a colour cast. Anything in the scene that should be neutral, such as a grey card, white wall or black tyre, should produce traces at the same height in all three channels. If the blue trace sits higher than red in the highlights of a white shirt, the highlights are cool and need warming.",
            "The vectorscope ignores brightness and plots hue as an angle and saturation as distance from the centre. Target boxes mark the primary and secondary colours of the standard colour bars, and an unsaturated image collapses into a small blob at the centre. Most vectorscopes also display a skin-tone indicator, a line running from the centre between the red and yellow targets at roughly the eleven o'clock position. Human skin of every ethnicity falls close to this line because melanin and blood give skin broadly the same hue, varying mainly in brightness and saturation. Skin that drifts noticeably toward magenta or green looks wrong to audiences, so checking faces against the line is a habit worth forming on every shot.",
          ),
        },
      },
      {
        title: "Primary Correction and Shot Matching",
        description:
          "Primaries affect the whole frame: we convert from log, set exposure and balance, then make every shot in a scene look as if it belongs there.",
        lesson: {
          title: "Lift, gamma, gain and matching a scene",
          html:
            p(
              "Footage recorded in a log profile such as ARRI LogC or Sony S-Log3 looks flat and grey, because the camera has squeezed a wide range of scene brightness into the recording. The first step is a transform into the working or display colour space, either with a colour space transform node or with the manufacturer's conversion lookup table, so that subsequent corrections act on a predictable image. Corrections are then built in a sequence of nodes, and good practice is to balance the image before any creative look is applied.",
              "Primary corrections act on the whole frame. Resolve's colour wheels adjust three overlapping tonal ranges: lift mainly affects the shadows, gamma the midtones and gain the highlights, with offset moving the whole signal. Each wheel has a master control for brightness and a colour puck for tint. The American Society of Cinematographers' Colour Decision List expresses the same idea mathematically so that corrections can move between systems: for each channel, output = (input × slope + offset)<sup>power</sup>. A typical balance works in this order:",
            ) +
            "<ul><li>set black level with lift or offset so that the darkest meaningful detail sits just above legal black;</li><li>set peak highlights with gain so that nothing important clips;</li><li>adjust gamma for the overall density of the midtones;</li><li>neutralise casts by matching the RGB parade traces on a neutral object;</li><li>adjust saturation last, because contrast changes alter perceived saturation.</li></ul>" +
            p(
              "Matching makes every shot in a scene look continuous, even when the wide shot was filmed at noon and the close-up at four o'clock. Choose a hero shot that best represents the scene, grade it, and then compare each other shot with it side by side using a split-screen or still, checking waveform levels, parade balance and the position of skin tones on the vectorscope. Match contrast first, then colour.",
            ),
        },
      },
      {
        title: "Secondary Correction: Qualifiers and Power Windows",
        description: "Sometimes only the sky, a face or a jacket should change.",
        lesson: {
          title: "Isolating part of the image",
          html: p(
            "A secondary correction affects only part of the image, selected by colour, by shape or by both. In Resolve each secondary is normally built in its own node, so that its key can be viewed, adjusted and switched off independently of the primary grade.",
            "A qualifier selects pixels by their hue, saturation and luminance, producing a key, a greyscale matte in which white areas receive the correction and black areas do not. To desaturate a distracting red car, the colourist picks the car's paint with the eyedropper, then narrows or widens the hue, saturation and luminance ranges while viewing the key in highlight mode, in which unselected pixels turn grey. Tightening the ranges removes unwanted areas such as a red sign in the background; adding softness to the edges of each range, and applying a small amount of blur to the matte, avoids the buzzing, chattering edges that appear when a hard key moves. Qualifiers are most useful for skin, skies and foliage, because these occupy distinct hue ranges, but they fail when the target shares its colour with its surroundings.",
            "A power window selects by shape instead: a circle, rectangle, polygon or hand-drawn curve, with adjustable feathering at its edge. The classic use is a soft oval around a face, slightly brightened, or the inverse of that oval darkened to create a vignette that draws the eye to the subject. Because subjects and cameras move, windows are tracked. Resolve's tracker follows features inside the window across frames, computing pan, tilt, zoom, rotation and perspective changes; when it loses the subject, for example as someone walks behind a pillar, the colourist corrects it with keyframes or by tracking a different region.",
            "Qualifiers and windows are often combined: a window restricts a sky qualifier to the upper third of the frame so that blue clothing below is unaffected. Every secondary should be judged at full playback speed, not on a paused frame, because keys that look clean on a still can flicker in motion.",
          ),
        },
      },
    ],
  },
];
