/** One-hundred-and-fourth held-out evaluation courses, advanced level; see ai-courses-heldout104.ts. */
import { p, type EvalCourse } from "./ai-course-types.ts";

export const HELDOUT104_C: EvalCourse[] = [
  {
    slug: "state-immunity-in-international-and-english-law",
    discipline: "State immunity law",
    title: "State Immunity in International and English Law",
    description:
      "Covers when a foreign state can be sued in domestic courts and when it cannot: the move from absolute to restrictive immunity; the commercial, employment and territorial tort exceptions under the State Immunity Act 1978 and the 2004 UN Convention; the relationship between immunity and jus cogens norms; and immunity from execution against state assets.",
    level: "advanced",
    duration: "ten weeks (one two-hour seminar a week, with two assessed case notes)",
    plantedGap: "immunity from execution",
    modules: [
      {
        title: "From Absolute to Restrictive Immunity",
        description:
          "Traces the common law's move to the restrictive doctrine and the test for distinguishing sovereign from private acts.",
        lesson: {
          title: "Acta jure imperii and acta jure gestionis",
          html: p(
            "The starting point is Marshall CJ's judgment in The Schooner Exchange v McFaddon (1812), which grounded immunity in the perfect equality and absolute independence of sovereigns. English courts long applied an absolute doctrine: in The Parlement Belge (1880) the Court of Appeal held a mail packet owned by the Belgian King immune even though it carried commercial cargo.",
            "As states increasingly traded, borrowed and ran shipping lines, the absolute rule became hard to justify. The US State Department's Tate Letter (1952) announced that it would follow the restrictive theory, under which immunity covers sovereign or public acts (acta jure imperii) but not private or commercial acts (acta jure gestionis). In England, the Privy Council in The Philippine Admiral (1977) applied the restrictive doctrine to actions in rem, and in Trendtex Trading Corp v Central Bank of Nigeria [1977] QB 529 the Court of Appeal held that, because customary international law had changed and customary law is part of English common law, the restrictive doctrine now applied to actions in personam as well.",
            "The decisive question is how to classify an act. In I Congreso del Partido [1983] 1 AC 244, concerning Cuba's diversion of sugar cargoes after the 1973 Chilean coup, Lord Wilberforce held that the court must look at the nature of the transaction rather than its purpose, but must consider the whole context of the claim: a state that enters a trading relationship cannot later rely on a political motive for breaking it, because its acts remain those of a private trader.",
            "Parliament then codified the law in the State Immunity Act 1978, enacted to allow ratification of the European Convention on State Immunity (1972) and following the US Foreign Sovereign Immunities Act 1976. Section 1 confers a general immunity, subject to the exceptions that follow. Section 3 removes immunity for proceedings relating to a commercial transaction, defined in section 3(3) as any contract for the supply of goods or services, any loan or other transaction for the provision of finance and any guarantee of it, and any other transaction or activity into which a state enters otherwise than in the exercise of sovereign authority. The Act is now the starting point, with the common law governing areas it excludes, such as visiting armed forces under section 16(2).",
          ),
        },
      },
      {
        title: "Employment and Personal Injury Claims",
        description:
          "Examines the employment and territorial tort exceptions and the Supreme Court's decision in Benkharbouche.",
        lesson: {
          title: "Embassy staff and the right of access to court",
          html: p(
            "Section 4 of the 1978 Act removes immunity for proceedings on a contract of employment made in the United Kingdom or for work there, then restores it in defined cases. Under section 4(2)(a) immunity applies where, when proceedings are brought, the employee is a national of the employing state; under section 4(2)(b), where at the time the contract was made the employee was neither a UK national nor habitually resident in the UK. Section 16(1)(a) separately excludes proceedings concerning the employment of members of a diplomatic mission, which under the Vienna Convention on Diplomatic Relations includes service staff such as cooks and cleaners.",
            "Those provisions were tested in Benkharbouche v Secretary of State for Foreign and Commonwealth Affairs [2017] UKSC 62. Two Moroccan nationals employed as domestic staff at the Sudanese and Libyan embassies in London brought employment claims, including claims under the Working Time Regulations, which the Act barred. Lord Sumption, for a unanimous court, held that a grant of immunity going beyond what customary international law requires is a disproportionate restriction of the right of access to court under Article 6 ECHR. Customary law requires immunity in employment disputes only where the claim arises from an exercise of sovereign authority, typically the employment of diplomatic or senior staff, not domestic staff. Sections 4(2)(b) and 16(1)(a) went further and were incompatible with Article 6; a declaration of incompatibility was made, and the provisions were disapplied for the EU-law claims under Article 47 of the EU Charter. Parliament later amended the Act by a remedial order made in 2023.",
            "Section 5 removes immunity for proceedings in respect of death or personal injury, or damage to or loss of tangible property, caused by an act or omission in the United Kingdom. Unlike section 3, it ignores the sovereign or private character of the act; the territorial link is what matters.",
            "The UN Convention on Jurisdictional Immunities of States and Their Property (2004) contains parallel provisions, on commercial transactions in Article 10, employment contracts in Article 11 and personal injury and property damage in Article 12, and is often treated as evidence of custom. It is not in force, since Article 30 requires thirty ratifications, and the United Kingdom has signed but not ratified it, so courts ask in each case whether a given provision reflects customary law.",
          ),
        },
      },
      {
        title: "Immunity and Jus Cogens",
        description:
          "Analyses whether immunity yields to claims for grave violations of human rights, from Al-Adsani to Germany v Italy.",
        lesson: {
          title: "Procedural bars and peremptory norms",
          html: p(
            "A recurring argument holds that immunity cannot bar claims for torture or war crimes, because their prohibition is jus cogens and a peremptory norm must prevail over ordinary rules of immunity. In civil proceedings the argument has largely failed.",
            "In Al-Adsani v United Kingdom (2001) the European Court of Human Rights Grand Chamber held, by nine votes to eight, that upholding Kuwait's immunity against a civil claim for torture did not violate Article 6. The House of Lords in Jones v Ministry of Interior of Saudi Arabia [2006] UKHL 26 extended the reasoning to individual officials sued for torture: a claim against officials for acts performed in an official capacity is in substance a claim against the state, and the same immunity applies. Strasbourg upheld the result in Jones v United Kingdom (2014).",
            "The leading international authority is the ICJ's judgment in Jurisdictional Immunities of the State (Germany v Italy; Greece intervening) (2012). Italian courts, beginning with Ferrini (Corte di Cassazione, 2004), had allowed civil claims against Germany for deportation and forced labour during the Second World War. The ICJ held that Italy had violated Germany's immunity. First, the territorial tort exception does not, under customary law, extend to the acts of a state's armed forces during an armed conflict. Second, there is no conflict between jus cogens and immunity: immunity rules are procedural, determining only whether a court may exercise jurisdiction, and do not address the lawfulness of the underlying conduct. Third, the court rejected a 'last resort' exception for victims with no other remedy.",
            "The judgment has not closed the debate. In Judgment 238 of 2014 the Italian Constitutional Court held that giving effect to the ICJ ruling for war crimes and crimes against humanity would violate the fundamental right of access to a judge under the Italian Constitution, and Italian claims resumed.",
            "Criminal proceedings are treated differently. In R v Bow Street Metropolitan Stipendiary Magistrate, ex parte Pinochet Ugarte (No 3) [2000] 1 AC 147, a majority of the House of Lords held that a former head of state could not rely on immunity ratione materiae against extradition for torture committed after the UK, Spain and Chile had all become parties to the Torture Convention. A serving head of state, by contrast, retains immunity ratione personae, as the ICJ confirmed in the Arrest Warrant case (2002) for a serving foreign minister.",
          ),
        },
      },
    ],
  },
  {
    slug: "high-voltage-substation-design",
    discipline: "Substation engineering",
    title: "High-Voltage Substation Design",
    description:
      "Topics span the layout, earthing and insulation of transmission and distribution substations: busbar and switching arrangements, air- and gas-insulated switchgear, earth-grid design to IEEE Std 80, insulation coordination and surge arrester selection, and SCADA integration.",
    level: "advanced",
    duration: "twelve weeks (two lectures and one design tutorial a week)",
    plantedGap: "SCADA integration",
    modules: [
      {
        title: "Busbar Arrangements and Switchgear",
        description:
          "Compares the common switching arrangements for reliability, maintainability and cost, and contrasts air- and gas-insulated designs.",
        lesson: {
          title: "Choosing a switching scheme",
          html:
            p(
              "The busbar arrangement fixes how a substation behaves under faults and maintenance, and is costly to change later. The choice balances the consequence of losing circuits against the cost of circuit breakers, which are the most expensive items in the bay.",
            ) +
            "<table><tr><th>Arrangement</th><th>Breakers per circuit</th><th>Main strength</th><th>Main weakness</th></tr><tr><td>Single busbar</td><td>1</td><td>Cheapest, simplest</td><td>A busbar fault or busbar maintenance loses every circuit</td></tr><tr><td>Sectionalised single busbar</td><td>1 plus section breaker</td><td>A busbar fault loses only one section</td><td>Breaker maintenance still takes its circuit out</td></tr><tr><td>Double busbar, single breaker</td><td>1 plus bus coupler</td><td>Circuits can be moved between busbars for maintenance and operational flexibility</td><td>Complex disconnector interlocking; a breaker failure trips a whole busbar</td></tr><tr><td>Ring (mesh)</td><td>1</td><td>Each circuit fed from two breakers; any breaker can be maintained without an outage</td><td>An open ring under maintenance is vulnerable; hard to extend</td></tr><tr><td>Breaker-and-a-half</td><td>1.5</td><td>High security; any breaker or busbar can be taken out</td><td>Costly; more complex control</td></tr><tr><td>Double busbar, double breaker</td><td>2</td><td>Highest security and flexibility</td><td>Most expensive</td></tr></table>" +
            p(
              "Breaker-and-a-half, with three breakers serving two circuits between two busbars, is common at extra-high voltage in North America and elsewhere; double busbar schemes dominate European transmission practice. At distribution voltages single or sectionalised busbars are usual.",
              "Every scheme relies on correct interlocking. Disconnectors are off-load devices and must only be operated when the associated breaker is open, or when they transfer current between two paths at the same potential, as in an on-load busbar change with the bus coupler closed. Earthing switches must be interlocked so that they cannot close onto a live conductor.",
              "Air-insulated switchgear (AIS) uses atmospheric air and phase spacing for insulation: it is cheaper, easy to inspect and extend, but needs a large site and is exposed to pollution. Gas-insulated switchgear (GIS) encloses conductors in earthed metal enclosures filled with sulphur hexafluoride at a few bar, whose dielectric strength is roughly two and a half to three times that of air at the same pressure, and typically needs a tenth to a fifth of the land area. GIS suits cities, coastal and polluted sites. Its drawback is SF6 itself, a greenhouse gas with a 100-year global warming potential of about 23,500; leakage must be monitored and gas recovered at end of life, and manufacturers now offer fluoronitrile gas mixtures and vacuum interrupters with dry air as alternatives.",
            ),
        },
      },
      {
        title: "Earthing Design: Step and Touch Voltages",
        description:
          "Applies the IEEE Std 80 method for tolerable voltages, grid resistance and ground potential rise to a worked design.",
        lesson: {
          title: "Keeping people safe during an earth fault",
          html: p(
            "During an earth fault, part of the fault current flows through the substation earth grid into the soil, raising the grid's potential above remote earth; this ground potential rise (GPR) creates surface potential gradients. Touching earthed steel exposes a person to a touch voltage; walking across the site, to a step voltage between the feet. IEEE Std 80-2013 sets out how to keep both tolerable.",
            "Tolerable body current follows Dalziel's relation I_B = k/√t_s, with t_s the fault duration in seconds and k = 0.116 for a 50 kg person (0.157 for 70 kg). With a body resistance of 1000 Ω, the tolerable touch voltage for a 50 kg person is E_touch = (1000 + 1.5 C_s ρ_s) × 0.116/√t_s, and the tolerable step voltage is E_step = (1000 + 6 C_s ρ_s) × 0.116/√t_s, where ρ_s is the resistivity of the surface layer and C_s a derating factor for its thickness.",
            "Consider soil of ρ = 100 Ω·m and a clearing time of 0.5 s, so 0.116/√0.5 = 0.164. Without a surface layer, C_s = 1 and ρ_s = 100, giving E_touch = 1150 × 0.164 ≈ 189 V. Add 0.1 m of crushed rock with ρ_s = 3000 Ω·m. IEEE 80's empirical expression C_s = 1 − 0.09(1 − ρ/ρ_s)/(2h_s + 0.09) gives 1 − 0.09 × 0.967/0.29 ≈ 0.70, so E_touch = (1000 + 1.5 × 0.70 × 3000) × 0.164 ≈ 681 V.",
            "For grid resistance, with grid area A and buried conductor length L_T, the simple expression R_g = (ρ/4)√(π/A) + ρ/L_T gives, for an 80 m × 80 m grid (A = 6400 m²) with 2000 m of conductor, R_g = 25 × 0.0222 + 0.05 ≈ 0.60 Ω. Overhead earth wires and cable sheaths carry part of the fault current back, so the grid current I_G is the symmetrical fault current times a split factor S_f and a decrement factor D_f. If I_G = 10 kA, GPR ≈ 6.0 kV.",
            "Because the GPR far exceeds the tolerable touch voltage, the engineer calculates the actual mesh voltage, E_m = ρ K_m K_i I_G / L_M, and step voltage from the grid geometry, then refines the design with closer spacing, perimeter rods or deeper burial until both are tolerable. Transferred potentials along fences and cables are checked separately.",
          ),
        },
      },
      {
        title: "Insulation Coordination and Surge Arresters",
        description:
          "Relates overvoltage classes to standard insulation levels and shows how arrester characteristics and placement set protective margins.",
        lesson: {
          title: "Matching insulation strength to overvoltage",
          html: p(
            "Insulation coordination, set out in IEC 60071-1 and -2, selects the dielectric strength of equipment in relation to the overvoltages expected on the system and the protective devices used. Overvoltages are classified by shape: temporary overvoltages at power frequency from earth faults and load rejection; slow-front overvoltages from switching, with fronts of tens to thousands of microseconds; fast-front overvoltages from lightning, with fronts around a microsecond; and very-fast-front transients, with rise times of nanoseconds, produced mainly by disconnector operation in GIS.",
            "Equipment is specified by standard withstand levels. For a highest system voltage Um of 145 kV, IEC 60071-1 lists standard lightning impulse withstand voltages of 450, 550 and 650 kV. Above 245 kV a switching impulse withstand level is also specified. To allow for ageing and dispersion, IEC 60071-2 applies safety factors of 1.15 for internal and 1.05 for external insulation.",
            "Modern protection uses gapless metal-oxide surge arresters, whose zinc oxide blocks draw a tiny leakage current at operating voltage but conduct kiloamperes during a surge while clamping the voltage. Key parameters are the continuous operating voltage U_c, which must exceed the highest phase-to-earth operating voltage; the rated voltage U_r, linked to the arrester's temporary overvoltage capability; the nominal discharge current, typically 10 kA or 20 kA for transmission; and the lightning impulse protective level U_pl, the residual voltage at nominal current. IEEE C62.22 recommends protective margins of at least 20% for lightning and 15% for switching, expressed as the ratio of equipment withstand to arrester protective level.",
            "Arrester location matters because a travelling wave reflects at the open end of a transformer terminal. A practical approximation for the voltage at equipment a distance L from the arrester is U_t ≈ U_pl + 2ST, where S is the front steepness of the incoming surge and T = L/v its travel time at about 300 m/µs. Take a 132 kV transformer with a lightning impulse withstand of 650 kV protected by an arrester with U_pl = 300 kV. With S = 1000 kV/µs and 20 m of connection, T ≈ 0.067 µs, so U_t ≈ 300 + 2 × 1000 × 0.067 ≈ 433 kV, giving a margin of 650/433 ≈ 1.50, comfortably above 1.2. At 60 m the voltage approaches 700 kV and the protection fails, which is why arresters are mounted as close as possible to transformer bushings.",
          ),
        },
      },
    ],
  },
  {
    slug: "clinical-tropical-medicine",
    discipline: "Tropical medicine",
    title: "Clinical Tropical Medicine",
    description:
      "Case-based and examination-focused, the course addresses the recognition and management of severe falciparum malaria, dengue and its warning signs, visceral leishmaniasis and snakebite envenoming, with attention throughout to clinical reasoning where laboratory support is scarce.",
    level: "advanced",
    duration: "eleven weeks (two case-based seminars a week)",
    plantedGap: "snakebite envenoming",
    modules: [
      {
        title: "Severe Falciparum Malaria",
        description:
          "Reviews the WHO criteria for severe malaria, its pathophysiology and evidence-based treatment with parenteral artesunate.",
        lesson: {
          title: "Recognising and treating severe malaria",
          html:
            p(
              "Plasmodium falciparum causes almost all malaria deaths because infected red cells express PfEMP1, a parasite protein that binds endothelial receptors such as CD36, ICAM-1 and EPCR. Mature parasites are therefore sequestered in the microvasculature of brain, gut and other organs, where they obstruct flow, provoke inflammation and escape splenic clearance. The peripheral parasite count can thus underestimate total parasite burden. In any unwell patient with fever after travel to an endemic area, malaria must be excluded by microscopy or rapid diagnostic test the same day.",
              "The WHO definition of severe falciparum malaria requires asexual parasitaemia plus one or more of the following:",
            ) +
            "<ul><li>impaired consciousness (Glasgow coma score below 11 in adults, Blantyre coma score below 3 in children), prostration, or more than two convulsions in 24 hours;</li><li>acidosis (base deficit over 8 mEq/L, bicarbonate below 15 mmol/L or venous lactate of 5 mmol/L or more) or hypoglycaemia below 2.2 mmol/L;</li><li>severe anaemia (haemoglobin of 5 g/dL or less in children under 12, below 7 g/dL in adults) with parasitaemia over 10,000/µL;</li><li>renal impairment (creatinine over 265 µmol/L or urea over 20 mmol/L), or jaundice (bilirubin over 50 µmol/L) with parasitaemia over 100,000/µL;</li><li>pulmonary oedema, significant bleeding, shock, or hyperparasitaemia over 10%.</li></ul>" +
            p(
              "Treatment is intravenous or intramuscular artesunate, 2.4 mg/kg at 0, 12 and 24 hours and then daily (3 mg/kg for children under 20 kg), for at least 24 hours and until oral medication can be taken, followed by a full three-day course of an artemisinin-based combination therapy. The evidence is strong: SEAQUAMAT (2005), in Asian adults, found mortality of 15% with artesunate against 22% with quinine, a 35% relative reduction, and AQUAMAT (2010), in African children, found 8.5% against 10.9%. Artesunate kills young ring stages before they mature and sequester, which quinine does not.",
              "Supportive care carries its own traps. Check glucose frequently, especially in children and pregnant women. Be cautious with fluids: the FEAST trial (2011) found that fluid boluses increased mortality in African children with severe febrile illness and impaired perfusion, and adults with severe malaria are prone to pulmonary oedema. Monitor haemoglobin for one to four weeks after treatment, because post-artesunate delayed haemolysis occurs as once-infected red cells, cleared of parasites in the spleen, are removed.",
            ),
        },
      },
      {
        title: "Dengue: Recognising the Critical Phase",
        description:
          "Follows the course of dengue infection, the WHO 2009 classification and warning signs, and fluid management during plasma leakage.",
        lesson: {
          title: "Warning signs and fluids",
          html: p(
            "Dengue is caused by four serotypes, DENV-1 to DENV-4, transmitted mainly by the day-biting mosquito Aedes aegypti. Infection gives lasting immunity only to the infecting serotype. A second infection with a different serotype carries a higher risk of severe disease, attributed partly to antibody-dependent enhancement of viral entry into Fc-receptor-bearing cells.",
            "The illness runs in three phases. The febrile phase lasts two to seven days with high fever, headache, retro-orbital pain, myalgia and often a flushed rash. The critical phase begins around defervescence, typically days three to seven. Increased capillary permeability causes plasma leakage for 24 to 48 hours; patients who leak significantly develop rising haematocrit, effusions and ascites, and may go into shock just as they appear to be improving because the fever has gone. In the recovery phase leaked fluid is reabsorbed, and continuing intravenous fluids then causes overload.",
            "The WHO 2009 classification divides cases into dengue without warning signs, dengue with warning signs and severe dengue, the last defined by severe plasma leakage causing shock or respiratory distress, severe bleeding, or severe organ involvement. The warning signs are abdominal pain or tenderness, persistent vomiting, clinical fluid accumulation, mucosal bleeding, lethargy or restlessness, liver enlargement of more than 2 cm, and a rising haematocrit concurrent with a rapid fall in platelet count. A rise in haematocrit of 20% or more above baseline indicates significant leakage.",
            "Management follows from the phase. Patients without warning signs who can drink can be managed at home with oral fluids, paracetamol and daily review; NSAIDs, aspirin and intramuscular injections are avoided because of bleeding risk. Patients with warning signs are admitted. WHO 2009 guidance starts isotonic crystalloid at 5 to 7 mL/kg/h for one to two hours, then reduces to 3 to 5 mL/kg/h for two to four hours and then 2 to 3 mL/kg/h or less, adjusting to clinical state and serial haematocrit. Compensated shock in adults is treated with crystalloid at 5 to 10 mL/kg/h over one hour, followed by reassessment; a rising haematocrit with persistent shock suggests ongoing leakage, whereas a falling haematocrit with instability suggests haemorrhage and the need for blood.",
            "Diagnosis in the first five days relies on NS1 antigen or PCR; IgM antibodies appear from about day five. Platelet transfusion is not indicated for thrombocytopenia alone in stable patients.",
          ),
        },
      },
      {
        title: "Visceral Leishmaniasis",
        description:
          "Covers the epidemiology, diagnosis and regionally differing treatment of visceral leishmaniasis and its sequel, PKDL.",
        lesson: {
          title: "Kala-azar from diagnosis to cure",
          html: p(
            "Visceral leishmaniasis (VL), kala-azar, is caused by Leishmania donovani in the Indian subcontinent and East Africa, where transmission is largely anthroponotic, and by L. infantum around the Mediterranean, in the Middle East, Central Asia and Latin America, where dogs are the main reservoir. The vectors are female phlebotomine sandflies: Phlebotomus species in the Old World and Lutzomyia in the New. Untreated, symptomatic VL is usually fatal.",
            "The classic presentation is weeks of fever, weight loss and massive splenomegaly, with pancytopenia and hypergammaglobulinaemia. The darkening of the skin that gave kala-azar, 'black fever', its name is seen mainly in South Asia. In HIV co-infection presentation may be atypical, response to treatment is poorer and relapse is common.",
            "Diagnosis in endemic settings uses the rK39 rapid immunochromatographic test, with sensitivity around 97% in the Indian subcontinent but only about 85% in East Africa, where a negative result in a typical case should prompt parasitological confirmation. Antibody tests stay positive for years and cannot diagnose relapse. Microscopy of tissue aspirates shows amastigotes. Splenic aspirate is the most sensitive, above 90%, but carries a risk of fatal haemorrhage of about one in a thousand and must not be done if the platelet count or clotting is deranged; bone marrow aspirate is safer but less sensitive, roughly 53% to 86%.",
            "Treatment differs by region because parasites and host responses differ. In the Indian subcontinent, widespread resistance to pentavalent antimonials emerged in Bihar during the 1990s. A single infusion of liposomal amphotericin B at 10 mg/kg achieved a cure rate of about 96% in Sundar and colleagues' trial (2010) and became the basis of the regional elimination programme. In East Africa, single-dose liposomal amphotericin is much less effective, and the standard first-line regimen has been sodium stibogluconate 20 mg/kg/day with paromomycin 15 mg/kg/day for 17 days; in 2022 WHO recommended a combination of miltefosine and paromomycin as an alternative that avoids antimonial toxicity.",
            "After apparent cure, some patients develop post-kala-azar dermal leishmaniasis (PKDL), a macular, papular or nodular rash, usually on the face first. In Sudan it affects up to half of treated patients, often within months; in South Asia a smaller proportion develop it, typically years later. Because skin lesions contain parasites accessible to sandflies, PKDL patients act as a reservoir, and finding and treating them is essential to elimination.",
          ),
        },
      },
    ],
  },
  {
    slug: "ugaritic-language-and-texts",
    discipline: "Ugaritic language",
    title: "Ugaritic Language and Texts",
    description:
      "Discovered at Ras Shamra on the Syrian coast in 1929, the tablets of Ugarit preserve a Northwest Semitic language written in a cuneiform alphabet of thirty signs. Building on prior study of Biblical Hebrew or another Semitic language, seminars take up the script and its abecedaries, phonology and verbal morphology, the poetry of the Baal Cycle, and the epistolary formulae of the royal archives.",
    level: "advanced",
    duration: "fourteen weeks (one two-hour text seminar a week)",
    plantedGap: "epistolary formulae",
    modules: [
      {
        title: "The Cuneiform Alphabet",
        description:
          "Examines the thirty-sign script, its sign order, the three aleph signs and what the writing system reveals about Ugaritic phonology.",
        lesson: {
          title: "Thirty wedge-signs",
          html: p(
            "Ugarit was a Late Bronze Age kingdom whose capital lay at Ras Shamra, near Latakia. After a farmer found a tomb at nearby Minet el-Beida in 1928, Claude Schaeffer's excavations from 1929 uncovered archives in Akkadian, Hurrian, Hittite, Egyptian and Cypro-Minoan, and in a previously unknown script of wedge-shaped signs. Hans Bauer, Édouard Dhorme and Charles Virolleaud deciphered it within a year, reasoning that a script of about thirty signs must be alphabetic and that its language was Semitic. The standard edition of the texts is the third edition of Die keilalphabetischen Texte aus Ugarit (KTU, 2013), by Dietrich, Loretz and Sanmartín, whose numbering is universally cited.",
            "The script is impressed into clay with a stylus like Mesopotamian cuneiform, but its signs represent consonants. School tablets known as abecedaries list them in a fixed order: ʾa b g ḫ d h w z ḥ ṭ y k š l m ḏ n ẓ s ʿ p ṣ q r ṯ ġ t ʾi ʾu s̀. With the extra signs set aside, the sequence matches the order of the later Phoenician and Hebrew alphabet, so the familiar ʾalep–bet order already existed in the thirteenth century BCE. The three final signs are additions at the end of the sequence. One tablet found in 1988 instead lists the signs in the order beginning h-l-ḥ-m known from South Arabian and Ethiopic, showing that both sequences coexisted.",
            "Ugaritic retains consonants that Hebrew lost through mergers: ḫ and ġ, which Hebrew merged with ḥ and ʿ, and interdentals such as ṯ, written in Hebrew as š. The sign conventionally transcribed ḏ is inconsistently used and in many texts has merged with d. Hence Ugaritic ṯlṯ matches Hebrew šālōš, 'three'.",
            "Vowels are normally not written, with one exception: aleph has three signs, ʾa, ʾi and ʾu, which record the vowel next to the glottal stop. These signs are the main internal evidence for case endings and verbal vowels. Further vocalisation comes from Ugaritic words spelled syllabically in Akkadian cuneiform, especially in the polyglot vocabularies listing Sumerian, Akkadian, Hurrian and Ugaritic equivalents. Texts are normally written left to right, with a small vertical wedge as word divider. A handful of texts, several from outside Ugarit, use a reduced alphabet of about twenty-two signs and often run right to left, under the influence of the linear alphabet of the Levant.",
          ),
        },
      },
      {
        title: "Nominal and Verbal Morphology",
        description:
          "Sets out the case system, the prefix and suffix conjugations and the derived stems, with attention to what the script can and cannot show.",
        lesson: {
          title: "Reading forms the script half hides",
          html: p(
            "Ugaritic nouns inflect for gender, number and case, and, unlike Biblical Hebrew, keep the Semitic case endings. The singular has nominative -u, genitive -i and accusative -a. Because vowels are not written, the endings are usually invisible, but they appear with nouns ending in aleph, where the aleph sign shows the vowel. The standard example is kussiʾu, 'throne': nominative ksu, genitive ksi, accusative ksa. The dual and the masculine plural distinguish only a nominative and an oblique case, for example masculine plural -ūma against -īma, and their final -m, as in the dual ydm, 'two hands', is one of the few endings visible in the consonantal text. Dual and plural nouns in the construct state lose this -m.",
            "The verb has a suffix conjugation, qatala, typically perfective or past in prose and more varied in poetry, and prefix conjugations. Comparative evidence and the aleph signs point to three prefix forms: yaqtulu, the long form, usually imperfective or future; yaqtul, the short form, used as a past narrative tense and as a jussive; and yaqtula, a volitive. In most roots these differ only in unwritten final vowels, so they can be told apart only in roots with a third radical aleph, weak roots where the short form drops a consonant, or through context. Much debate about the tense system turns on this limitation.",
            "The derived stems resemble those of other Semitic languages but with some distinctive features. Beside the basic G stem there is a D stem with doubled middle radical, invisible in the script and identified by meaning and, in verbs whose first radical is aleph, by the prefix vowel u that the aleph signs reveal; an N stem with prefixed n-, usually passive or reflexive; and a causative Š stem with prefixed š-, where Hebrew has the Hiphil with h-. Ugaritic thus aligns with Akkadian here, not with Hebrew and Phoenician. Infixed -t- stems, Gt, tD and Št, give reflexive or reciprocal meanings.",
            "Pronominal suffixes attach to nouns, verbs and prepositions: -h for 'his', -k for 'your', -hm for 'their'. The first-person singular suffix is often not written at all after a noun in the nominative, so 'my house' may look identical to 'house'. Reading Ugaritic therefore means parsing each consonantal string against the range of forms it could represent and letting syntax and parallelism decide.",
          ),
        },
      },
      {
        title: "Reading the Baal Cycle",
        description:
          "Reads selected passages from KTU 1.1–1.6 with attention to narrative structure, poetic parallelism and connections with Hebrew poetry.",
        lesson: {
          title: "Parallelism, word pairs and Hebrew echoes",
          html: p(
            "The Baal Cycle occupies six tablets, KTU 1.1 to 1.6, several copied by the scribe Ilimilku, whose colophons name King Niqmaddu. It has traditionally been dated to the mid-fourteenth century BCE, though many scholars now argue that Ilimilku worked near the end of the kingdom, around 1200 BCE. The narrative falls into three episodes: Baal's conflict with Yamm, the Sea, whom he defeats with clubs fashioned by the craftsman god Kothar-wa-Hasis; the building of Baal's palace, for which Athirat must win El's permission; and Baal's conflict with Mot, Death, who swallows him before Anat defeats Mot and Baal returns.",
            "The poetry is built from parallel lines. A bicolon pairs two lines that restate, extend or contrast each other; a tricolon adds a third. Kothar's speech to Baal before the battle with Yamm, in KTU 1.2 IV 8–9, is the classic staircase tricolon: ht ibk bʿlm / ht ibk tmḫṣ / ht tṣmt ṣrtk, 'Now your enemy, O Baal, now your enemy you will smite, now you will destroy your foes.' Psalm 92:10 (92:9 in English Bibles) has the same structure: 'For behold your enemies, O LORD, for behold your enemies shall perish; all evildoers shall be scattered.' The next lines, promising Baal an eternal kingship and everlasting dominion, find an echo in Psalm 145:13.",
            "Poets drew on fixed pairs of words that regularly occupy parallel slots, such as 'earth' and 'dust', or 'house' and 'palace'. Many of the same pairs recur in Hebrew poetry, which shows a shared Northwest Semitic poetic tradition rather than direct borrowing. Graded numerical parallelism, such as seven // eight, matches the x // x+1 pattern of Proverbs 30 and Amos 1–2.",
            "Mythological motifs cross over as well. In KTU 1.5 I 1–3 Mot recalls that Baal smote ltn bṯn brḥ, 'Lotan the fleeing serpent', and destroyed bṯn ʿqltn, 'the twisting serpent, the tyrant with seven heads'. Isaiah 27:1 describes Leviathan as 'the fleeing serpent' and 'the twisting serpent', with cognate Hebrew vocabulary.",
            "When preparing a passage, transliterate, divide the words, parse every form with the alternatives the script allows, set the lines out as cola, and only then translate. Parallelism is a tool for parsing as well as interpretation: if one colon clearly has a past-tense verb, its partner's ambiguous prefix form is likely to be read the same way.",
          ),
        },
      },
    ],
  },
  {
    slug: "x-ray-absorption-spectroscopy-xanes-and-exafs",
    discipline: "X-ray absorption spectroscopy",
    title: "X-ray Absorption Spectroscopy: XANES and EXAFS",
    description:
      "From beamline to fitted model: a graduate course for chemists, materials scientists and geoscientists on the physics of absorption edges and XANES, transmission and fluorescence data collection, energy calibration, beam damage, and quantitative EXAFS analysis with FEFF-based fitting.",
    level: "advanced",
    duration: "nine weeks (a weekly lecture and problem class, plus one remote beamline session)",
    plantedGap: "beam damage",
    modules: [
      {
        title: "Absorption Edges and the Near-Edge Region",
        description:
          "Explains the origin of absorption edges and how pre-edge and edge features report oxidation state and coordination geometry.",
        lesson: {
          title: "What XANES encodes",
          html: p(
            "The X-ray absorption coefficient μ(E) of an element falls smoothly with energy until the photon energy reaches the binding energy of a core electron, where it jumps sharply: an absorption edge. Edges are labelled by the core level: K for 1s, L1 for 2s, L2 and L3 for 2p1/2 and 2p3/2. K-edge energies rise with atomic number; for example, Mn 6539 eV, Fe 7112 eV, Cu 8979 eV and Zn 9659 eV. XAS is therefore element-specific, and works for crystalline, amorphous, liquid and dilute samples alike.",
            "The spectrum is divided into the X-ray absorption near-edge structure (XANES), from just below the edge to about 50 eV above it, and the extended X-ray absorption fine structure (EXAFS), beyond. XANES is governed by the dipole selection rule, Δl = ±1, so a K edge probes unoccupied states with p character and an L2,3 edge probes d states, which is why L3 edges of 5d metals show intense white lines that track d-band occupancy.",
            "Three features carry most chemical information at transition-metal K edges. The edge position shifts to higher energy with increasing oxidation state, typically by a few electronvolts per unit change, because the core level is more tightly bound in a more oxidised atom. The pre-edge peaks arise from 1s→3d transitions. These are dipole-forbidden and weak in centrosymmetric, octahedral sites, where they gain intensity only through quadrupole coupling, but they become much stronger in non-centrosymmetric sites such as tetrahedra, where 3d–4p mixing gives them dipole character. Tetrahedral Ti(IV) in titanosilicates shows a single intense pre-edge peak, whereas octahedral Ti in rutile shows weak features. For iron, the centroid of the pre-edge shifts by about 1.4 eV between Fe(II) and Fe(III), and plotting centroid against integrated intensity separates valence and coordination. Finally, the shape of the edge and the first few tens of eV above it reflect multiple scattering from the surrounding atoms and hence local geometry.",
            "Before any interpretation, spectra are normalised: a line fitted to the pre-edge region is subtracted, a polynomial is fitted to the post-edge region, and the edge step is scaled to one. Mixtures are then often analysed by linear combination fitting with spectra of well-characterised standards. The fit gives the fraction of absorbing atoms in each reference state, with an uncertainty rarely better than 5 to 10%.",
          ),
        },
      },
      {
        title: "Collecting Good Data",
        description:
          "Covers transmission and fluorescence geometries, sample preparation, detectors, self-absorption and energy calibration at the beamline.",
        lesson: {
          title: "Geometry, samples and calibration",
          html: p(
            "Most XAS is measured at synchrotrons, where a double-crystal monochromator selects the energy. Si(111) crystals give high flux with modest resolution; Si(311) gives better resolution at lower flux, useful for sharp XANES features. The monochromator also passes harmonics, for example the Si(333) reflection at three times the selected energy from a Si(111) crystal, which distort the measurement. They are suppressed by slightly detuning the second crystal, since harmonics have narrower rocking curves, or with a harmonic-rejection mirror set at a suitable angle.",
            "In transmission, ion chambers measure the incident intensity I0 and the transmitted intensity I, and μx = ln(I0/I). Aim for an edge step Δμx near 1 and a total μx above the edge below about 2.5. The sample must be uniform: pinholes or particles thicker than an absorption length let unattenuated X-rays through and damp the amplitudes of the features, so powders are finely ground, diluted in boron nitride or cellulose and pressed into pellets, or brushed onto tape in several layers.",
            "For dilute samples, such as metal sites in proteins or trace elements in soils, fluorescence is used: the intensity of the element's characteristic fluorescence line, measured at 90° to the beam in the horizontal plane to minimise elastic scatter, is proportional to μ(E) for the element of interest. Energy-dispersive detectors, multi-element silicon drift or germanium detectors, separate the fluorescence line from scatter and from other elements, but each detector channel must be corrected for dead time at high count rates.",
            "Fluorescence from concentrated or thick samples suffers self-absorption: as μ rises above the edge, the incident beam penetrates less deeply, so the measured signal no longer follows μ(E) and both XANES peaks and EXAFS amplitudes are flattened. Remedies are to dilute the sample, to measure a thin sample, to use a grazing-exit geometry, or to apply a correction algorithm, which requires the sample's composition and geometry.",
            "Energy calibration must be checked throughout an experiment, since monochromator drift of a fraction of an electronvolt is enough to corrupt oxidation-state comparisons. A reference foil of the same element placed between the second and a third ion chamber is measured simultaneously with every scan; its first inflection point is set to the tabulated edge energy, for example 8979 eV for copper, and the same shift is applied to the sample. Consistent scans are then aligned and merged.",
          ),
        },
      },
      {
        title: "Fitting EXAFS",
        description:
          "Derives the EXAFS equation and applies FEFF-based path fitting with attention to independent points, correlations and uncertainties.",
        lesson: {
          title: "From χ(k) to a structural model",
          html: p(
            "Above the edge, the photoelectron wave leaves the absorbing atom, scatters from neighbours and returns, interfering with itself. The resulting oscillations, isolated by subtracting a smooth background μ0(E) and dividing by the edge step, form χ(E). Converting to photoelectron wavenumber, k = √(2m(E − E0))/ħ, which is about 0.5123 √(E − E0) Å⁻¹ with energy in electronvolts, gives χ(k), usually weighted by k² or k³ to compensate for the decay of the signal at high k.",
            "In the standard EXAFS equation, each scattering path j contributes N_j S0² f_j(k) / (k R_j²) × exp(−2k²σ_j²) × exp(−2R_j/λ(k)) × sin(2kR_j + δ_j(k)). N_j is the number of equivalent neighbours, R_j the half path length, σ_j² the mean-square relative displacement from thermal and static disorder, S0² an amplitude reduction factor for many-body effects, typically 0.7 to 1.0, f_j and δ_j the scattering amplitude and phase shift, and λ the photoelectron mean free path, which confines EXAFS to within about 5 to 6 Å.",
            "The Fourier transform of χ(k) shows peaks for shells of neighbours, but because of the phase shift δ they appear about 0.3 to 0.5 Å shorter than the true distances unless the transform is phase-corrected.",
            "Fitting is done in software such as Artemis, in the Demeter package of Ravel and Newville (2005), using theoretical amplitudes and phases calculated by FEFF for a trial structure. Each path is given adjustable parameters: ΔR, σ², N, usually fixed or constrained through an S0² determined from a standard of known structure, and a common energy shift ΔE0. The number of parameters must stay below the number of independent points in the data, estimated as N_idp ≈ 2ΔkΔR/π + 2. For a k range of 3 to 12 Å⁻¹ and an R range of 1 to 3 Å, N_idp ≈ 2 × 9 × 2/π + 2 ≈ 13, enough for a two-shell fit with several constraints but not for unconstrained multi-shell models.",
            "Strong correlations must be watched: N correlates with σ² and S0², and ΔE0 with R. Fitting several k weightings at once reduces the first; one shared ΔE0 reduces the second. Realistic uncertainties from a good fit are about 0.01 to 0.02 Å in distance and 10 to 20% in coordination number, and light backscatterers of similar atomic number, such as O and N, cannot be distinguished by EXAFS alone.",
          ),
        },
      },
    ],
  },
];
