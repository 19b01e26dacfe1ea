/** Thirty-ninth held-out evaluation courses, advanced level (glacial hydrology to fashion law); see ai-courses-heldout39.ts. */
import { p, type EvalCourse } from "./ai-course-types.ts";

export const HELDOUT39_C: EvalCourse[] = [
  {
    slug: "glacier-hydrology-melt-drainage-sliding",
    discipline: "Glacial hydrology",
    title: "Glacier Hydrology: Melt, Drainage and Ice Dynamics",
    description:
      "Meltwater controls how fast glaciers slide. At postgraduate level, the module treats surface energy balance and melt modelling, subglacial drainage through channels and linked cavities, the coupling of drainage and ice velocity, and glacial lake outburst floods.",
    level: "advanced",
    duration: "one semester, 30 lecture hours and a modelling project",
    plantedGap: "outburst floods",
    modules: [
      {
        title: "Energy Balance and Melt Models",
        description:
          "From the full surface energy balance to the degree-day factor: what each model needs, and where the simple one fails.",
        lesson: {
          title: "Surface energy balance and temperature-index melt",
          html:
            p(
              "Surface melt is governed by the energy balance at the glacier surface. Taking fluxes towards the surface as positive, the energy available for melt is Q<sub>M</sub> = S↓(1 − α) + L↓ − L↑ + Q<sub>H</sub> + Q<sub>E</sub> + Q<sub>G</sub> + Q<sub>R</sub>, where S↓ is incoming shortwave radiation, α the albedo, L↓ and L↑ the incoming and outgoing longwave radiation, Q<sub>H</sub> and Q<sub>E</sub> the turbulent fluxes of sensible and latent heat, Q<sub>G</sub> the conductive flux into the ice and Q<sub>R</sub> the heat supplied by rain. A melting surface is at 0 °C, so L↑ is fixed at about 316 W m⁻². Melt then follows as M = Q<sub>M</sub> / (ρ<sub>w</sub> L<sub>f</sub>), with L<sub>f</sub> = 334 kJ kg⁻¹.",
              "A worked example: a net energy flux of 100 W m⁻² sustained for a day delivers 8.64 MJ m⁻², which melts 8.64 × 10⁶ / 3.34 × 10⁵ ≈ 26 kg m⁻², that is 26 mm of water equivalent. On most mid-latitude valley glaciers net shortwave radiation supplies the largest share of melt energy, and albedo is therefore the most important surface property:",
            ) +
            "<table><tr><th>Surface</th><th>Typical albedo</th></tr><tr><td>Fresh dry snow</td><td>0.80–0.90</td></tr><tr><td>Old wet snow</td><td>0.50–0.70</td></tr><tr><td>Clean glacier ice</td><td>0.30–0.45</td></tr><tr><td>Debris-rich ice</td><td>0.10–0.20</td></tr></table>" +
            p(
              "Measuring all terms requires an automatic weather station on the ice. Where only air temperature is available, temperature-index models estimate melt as M = DDF × ΣT<sup>+</sup>, the degree-day factor times the sum of positive daily mean temperatures. Degree-day factors for snow are typically 3 to 5 mm w.e. °C⁻¹ d⁻¹ and for ice 6 to 10, the difference reflecting albedo. Such models work because air temperature correlates with longwave radiation and sensible heat, but they transfer poorly in time and space. Enhanced temperature-index models, such as that of Hock (1999), add a potential clear-sky radiation term to capture topographic shading and the daily cycle.",
            ),
        },
      },
      {
        title: "Subglacial Drainage Systems",
        description:
          "Channels and cavities respond oppositely to rising discharge, and this single contrast organises the theory of subglacial drainage.",
        lesson: {
          title: "Röthlisberger channels and linked cavities",
          html: p(
            "Water reaching the glacier bed flows under a pressure set by the balance between the processes that open and close its conduits. The key variable is the effective pressure, N = p<sub>i</sub> − p<sub>w</sub>, the difference between the ice overburden pressure and the water pressure. Overburden beneath ice of thickness H is ρ<sub>i</sub>gH; for 500 m of ice, 917 × 9.81 × 500 ≈ 4.5 MPa. Water pressure is often expressed as a flotation fraction, p<sub>w</sub>/p<sub>i</sub>, which approaches 1 when the ice is close to floating.",
            "Röthlisberger (1972) and Nye (1976) analysed a channel incised upward into the ice. Its walls melt because viscous dissipation of the flowing water's energy releases heat, and they close by creep of the ice under the effective pressure, at a rate that grows roughly as the cube of N under Glen's flow law. In steady state, a larger discharge melts the walls faster, and a lower water pressure is needed to keep the channel open. Channels therefore have an inverse pressure-discharge relationship: the largest channels run at the lowest pressure and draw water from their surroundings, so the system organises itself into a few large, arterial conduits. This is an efficient drainage system.",
            "A second system exists where water is stored in cavities that open on the lee side of bedrock bumps as the ice slides over them, linked by narrow orifices (Walder, 1986; Kamb, 1987). Cavities open by sliding and close by creep, and melting is of minor importance. In this linked-cavity system, more water requires higher pressure to open cavities further, so pressure rises with discharge. The system is distributed over a wide area of the bed and is inefficient.",
            "The two systems coexist and trade dominance through the year. In winter, with little input, a distributed system prevails under high pressure. In spring and early summer, as surface melt reaches the bed through moulins and crevasses, channels grow up-glacier from the terminus. Dye-tracing experiments show this as a shift from slow, dispersed return curves to fast, peaked ones, with transit velocities rising from a few centimetres per second to over half a metre per second as the channel network extends.",
          ),
        },
      },
      {
        title: "Hydrology and Ice Velocity",
        description:
          "Why does a glacier speed up in spring and not simply in proportion to melt? This module examines the evidence from the Alps and Greenland.",
        lesson: {
          title: "Spring speed-up and the variability hypothesis",
          html: p(
            "Glaciers move by internal creep, by sliding at the bed and, on soft beds, by deformation of the sediment beneath them. Sliding depends strongly on water pressure, because water at high pressure separates ice from the bed and reduces the friction that resists motion. A common form of sliding law relates the basal velocity u<sub>b</sub> to the basal shear stress τ<sub>b</sub> and effective pressure, for example u<sub>b</sub> ∝ τ<sub>b</sub><sup>p</sup> N<sup>−q</sup>, so velocity rises as N falls.",
            "Field observations on alpine glaciers established the link. On Findelengletscher in Switzerland, Iken and Bindschadler (1986) measured borehole water pressure and surface velocity together and found that velocity peaked when pressure was highest, with the glacier sliding fastest when water pressure approached overburden. Many alpine glaciers show a spring event in which velocity rises by 50 to 100 per cent for several days when melt first overwhelms the still-inefficient winter drainage system, and the surface can rise by centimetres as water accumulates at the bed.",
            "On the Greenland ice sheet, Zwally and others (2002) showed that velocity at Swiss Camp rose during the melt season, raising fears that more melt in a warming climate would accelerate ice flow. Das and others (2008) then documented the drainage of a large supraglacial lake through about a kilometre of ice in under two hours, by hydrofracture, showing that surface water reaches the bed even under thick ice.",
            "Subsequent work altered the interpretation. Schoof (2010) showed theoretically that sliding responds to the variability of water input, not its mean. A steady increase in melt lets channels enlarge, lowering water pressure, while sudden pulses exceed the capacity of the system and raise it. Observations along land-terminating margins in west Greenland found that, in warmer summers, faster early-season flow was followed by slower late-summer flow, leaving annual velocities little changed or even lower. The balance between these effects over a whole ice sheet, and its sensitivity to a longer melt season, remains an active research question.",
          ),
        },
      },
    ],
  },
  {
    slug: "soil-microbiology-nitrogen-rhizosphere-methods",
    discipline: "Soil microbiology",
    title: "Soil Microbial Ecology: Processes and Methods",
    description:
      "A gram of soil can hold thousands of microbial taxa; the module analyses the nitrogen transformations from fixation to denitrification, the rhizosphere and mycorrhizal symbioses, methods from chloroform fumigation to amplicon sequencing, and microbial control of soil carbon persistence.",
    level: "advanced",
    duration: "one semester (final-year undergraduate or MSc)",
    plantedGap: "carbon persistence",
    modules: [
      {
        title: "The Nitrogen Cycle as Microbial Metabolism",
        description:
          "Each step of the soil nitrogen cycle is carried out by organisms for their own energetic ends, and we read the cycle in those terms.",
        lesson: {
          title: "Fixation, nitrification and denitrification",
          html:
            p(
              "Nitrogen enters the soil's biological pool mainly through biological fixation, catalysed by the enzyme nitrogenase: N<sub>2</sub> + 8H<sup>+</sup> + 8e<sup>−</sup> + 16 ATP → 2NH<sub>3</sub> + H<sub>2</sub> + 16 ADP + 16 P<sub>i</sub>. The reaction is expensive, and nitrogenase is irreversibly damaged by oxygen, so fixers protect it by respiration, by heterocysts in cyanobacteria, or, in legume nodules formed with rhizobia, by leghaemoglobin, which buffers free oxygen at very low concentration while delivering it to respiring bacteroids. Symbiotic fixation in legumes commonly supplies 50 to 300 kg N ha⁻¹ yr⁻¹.",
              "Nitrification oxidises ammonium to nitrate in two steps. Ammonia oxidisers convert NH<sub>3</sub> to nitrite via hydroxylamine, using ammonia monooxygenase (encoded by <i>amoA</i>); they include the bacteria <i>Nitrosomonas</i> and <i>Nitrosospira</i> and the ammonia-oxidising archaea of the Nitrososphaerota, which often dominate in acid and low-nutrient soils. Nitrite oxidisers such as <i>Nitrobacter</i> and <i>Nitrospira</i> complete the step to nitrate. In 2015 two groups independently discovered complete ammonia oxidisers (comammox) within <i>Nitrospira</i>, single organisms that perform both steps. Because nitrate is an anion and is not held by negatively charged clay surfaces, nitrification makes nitrogen prone to leaching.",
              "Denitrification is anaerobic respiration in which nitrate replaces oxygen as electron acceptor. It proceeds through a series of reductases:",
            ) +
            "<ul><li>NO<sub>3</sub><sup>−</sup> → NO<sub>2</sub><sup>−</sup> (nitrate reductase, <i>narG</i> or <i>napA</i>)</li><li>NO<sub>2</sub><sup>−</sup> → NO (nitrite reductase, <i>nirK</i> or <i>nirS</i>)</li><li>NO → N<sub>2</sub>O (nitric oxide reductase, <i>norB</i>)</li><li>N<sub>2</sub>O → N<sub>2</sub> (nitrous oxide reductase, <i>nosZ</i>)</li></ul>" +
            p(
              "Many denitrifiers lack <i>nosZ</i>, and the final reductase is sensitive to low pH and to oxygen, so incomplete denitrification in acid, wet or recently fertilised soils releases nitrous oxide, a greenhouse gas with a 100-year global warming potential of 273 (IPCC AR6) and the leading ozone-depleting emission. The N<sub>2</sub>O/(N<sub>2</sub>O + N<sub>2</sub>) product ratio is therefore a central quantity in managing agricultural emissions.",
            ),
        },
      },
      {
        title: "Rhizosphere and Mycorrhizas",
        description:
          "Roots feed the soil around them and recruit partners; this module compares the zone of root influence with the two dominant mycorrhizal types.",
        lesson: {
          title: "Rhizodeposition and the mycorrhizal exchange",
          html: p(
            "Lorenz Hiltner coined the term rhizosphere in 1904 for the soil influenced by roots. Roots release a large share of fixed carbon below ground as rhizodeposits: exudates of sugars, organic acids and amino acids, sloughed cells, mucilage and dead fine roots. Estimates for cereals commonly put rhizodeposition at 5 to 20 per cent of net fixed carbon. The consequence is a steep gradient of microbial density and activity over a few millimetres from the root surface, with a rhizosphere effect, the ratio of microbial abundance in rhizosphere to bulk soil, often between 5 and 50.",
            "The rhizosphere community is not random. Plants select from the bulk soil pool through exudate chemistry and immune signalling, and community composition differs between plant species and even genotypes. Some selected organisms suppress pathogens: the decline of take-all disease of wheat after several years of monoculture is linked to enrichment of <i>Pseudomonas</i> strains producing the antibiotic 2,4-diacetylphloroglucinol.",
            "About 70 to 80 per cent of plant species form arbuscular mycorrhizas (AM) with fungi of the Glomeromycotina. The fungus penetrates root cortical cells and forms highly branched arbuscules, across which the plant supplies sugars and lipids, on which the fungus depends entirely, and receives phosphate and other nutrients gathered by extraradical hyphae. Hyphae a few micrometres wide reach beyond the phosphate depletion zone that forms around roots, because phosphate diffuses very slowly in soil.",
            "Ectomycorrhizas (ECM) are formed by far fewer plant species, perhaps 2 per cent, but these include the dominant trees of boreal and temperate forests: pines, spruces, oaks, beeches and birches, and the dipterocarps of South-East Asia. The fungi, mainly basidiomycetes such as <i>Amanita</i>, <i>Boletus</i> and <i>Cortinarius</i>, form a mantle around the root tip and a Hartig net between cortical cells without entering them. Many ECM fungi retain enzymes able to release nitrogen from organic matter, giving their hosts access to organic nitrogen, which helps to explain their dominance on nutrient-poor, acid forest soils.",
          ),
        },
      },
      {
        title: "Measuring Soil Microbes",
        description:
          "Fumigation-extraction, lipids and DNA each measure something different, and the module trains students to say exactly what.",
        lesson: {
          title: "Biomass, lipids and amplicon sequencing",
          html: p(
            "Microbial biomass is still most often measured by chloroform fumigation-extraction (Vance, Brookes and Jenkinson, 1987). Two subsamples of moist soil are taken; one is fumigated with ethanol-free chloroform for 24 hours, which lyses microbial cells, and both are extracted with 0.5 M K<sub>2</sub>SO<sub>4</sub>. Biomass carbon is calculated as the extra extractable organic carbon released by fumigation divided by an extraction efficiency, k<sub>EC</sub>, conventionally 0.45. A worked example: if fumigated soil yields 380 µg C g⁻¹ and unfumigated soil 110 µg C g⁻¹, the flush is 270 µg C g⁻¹ and biomass C = 270 / 0.45 = 600 µg C g⁻¹ soil. The method is robust but says nothing about who is present.",
            "Phospholipid fatty acid (PLFA) analysis measures the membrane lipids of living cells, which degrade quickly after death. Certain fatty acids serve as broad markers, such as 18:2ω6,9 for fungi and branched iso- and anteiso-fatty acids for Gram-positive bacteria, allowing estimates of the fungal to bacterial ratio. It quantifies living biomass with modest taxonomic resolution.",
            "DNA-based methods now dominate descriptions of composition. In amplicon sequencing a marker gene is amplified by PCR and sequenced: commonly the V4 region of the 16S rRNA gene, with the primers 515F and 806R, for bacteria and archaea, and the ITS region for fungi. Reads are denoised into amplicon sequence variants with tools such as DADA2 and classified against reference databases. Three limits must be kept in mind. The data are compositional: each sample gives relative abundances that sum to one, so a rise in one taxon forces apparent falls in others unless absolute abundance is measured, for example by quantitative PCR or a spike-in standard. Primer bias and differences in gene copy number distort proportions. And extracellular, or relic, DNA from dead cells can make up a large fraction of soil DNA, which inflates apparent diversity; treatment with propidium monoazide before extraction removes much of it.",
            "Linking identity to function requires further methods, such as stable isotope probing, in which organisms that assimilate a <sup>13</sup>C-labelled substrate are separated by the density of their DNA.",
          ),
        },
      },
    ],
  },
  {
    slug: "orchestration-strings-balance-tutti",
    discipline: "Orchestration",
    title: "Orchestration for the Symphony Orchestra",
    description:
      "Writing for the full symphony orchestra at a professional standard means knowing the ranges and registers of each section, judging doubling and balance, building the orchestral tutti, and score preparation to publishers' standards; it is taken by final-year composers and arrangers.",
    level: "advanced",
    duration: "two semesters, with readings by the conservatoire orchestra",
    plantedGap: "score preparation",
    modules: [
      {
        title: "The String Section",
        description:
          "Ranges, registers, divisi and the special effects that string players expect to see notated correctly.",
        lesson: {
          title: "Registers and techniques of the strings",
          html:
            p(
              "The string section is the foundation of the orchestra because it can play continuously, at every dynamic, across a range of nearly seven octaves. A modern section of 16 first violins, 14 seconds, 12 violas, 10 cellos and 8 double basses, the '16-14-12-10-8' of a large symphony orchestra, is often reduced to 14-12-10-8-6 or fewer, and the orchestrator must know which size is expected.",
            ) +
            "<table><tr><th>Instrument</th><th>Open strings</th><th>Practical orchestral range</th></tr><tr><td>Violin</td><td>G3 D4 A4 E5</td><td>G3 to about E7</td></tr><tr><td>Viola</td><td>C3 G3 D4 A4</td><td>C3 to about E6</td></tr><tr><td>Cello</td><td>C2 G2 D3 A3</td><td>C2 to about A5</td></tr><tr><td>Double bass</td><td>E1 A1 D2 G2 (sounding)</td><td>E1 (C1 with extension) to about G3; written an octave higher</td></tr></table>" +
            p(
              "Register changes colour more than range figures suggest. The violin's G string is dark and intense, the E string brilliant; a melody on the G string, marked <i>sul G</i>, keeps that colour even high up the string. The viola's C string is rich and slightly veiled, while its top register can sound pinched. The cello's A string carries the instrument's singing tenor register, used by Tchaikovsky and Brahms for their great cello melodies.",
              "Divisi, marked <i>div.</i>, splits a section so that players at each desk take different notes; divided violins give the sustained high chords of the Prelude to Wagner's <i>Lohengrin</i>. Divisi thins each part, so a line needing weight should not be divided. Double stops, two notes played by each player, are an alternative for short chords but must be playable: fifths on adjacent strings, sixths and thirds are easy, while many other intervals are not in all positions.",
              "Special techniques need exact notation. <i>Sul ponticello</i> (bowing near the bridge) gives a glassy, whistling sound rich in upper partials; <i>sul tasto</i> (over the fingerboard) a soft, flute-like one. <i>Col legno battuto</i> strikes the string with the wood of the bow, as in the 'Dance of the Witches' in Berlioz's <i>Symphonie fantastique</i>. Natural harmonics are written with a small circle; artificial harmonics with a diamond-shaped note a perfect fourth above the stopped note sound two octaves above it. <i>Tremolo</i> on a single note, shown by strokes through the stem, produces shimmer in soft passages and excitement in loud ones.",
            ),
        },
      },
      {
        title: "Balance and Doubling",
        description:
          "How much brass drowns a flute? This module sets out rules of thumb for balance and the doublings that produce new colours.",
        lesson: {
          title: "Dynamic weight and combined colours",
          html: p(
            "Balance is the central practical problem of orchestration. Instruments differ not only in loudness but in how their loudness changes with register. The flute is weak in its lowest octave and easily covered, but penetrating at the top; the oboe is strong and distinct in the middle; the clarinet can play extremely softly across its whole range; the trumpet and trombone at forte overpower any woodwind.",
            "Rimsky-Korsakov's <i>Principles of Orchestration</i> (published in 1913) offered a widely quoted rule: at piano, instruments of all groups are roughly equal in strength; at forte, one trumpet or trombone equals about two horns, and one horn about two woodwinds. The rule is crude, since register matters as much as instrument, but it prevents the commonest errors. A melody given to a single flute in its low register while horns sustain a chord at mezzo forte will not be heard. If a line must stand out, an orchestrator can double it, raise it an octave into a stronger register, thin the accompaniment or lower its dynamic; written dynamics may differ between groups for this reason, with the brass marked one level lower than the strings.",
            "Doubling serves two different purposes. Unison doubling of two different instruments produces a third, composite colour; flute and oboe together sound fuller and less reedy than oboe alone, and cellos doubled by bassoons gain a rounded edge. Octave doubling adds weight and brilliance while keeping the line's identity. Doubling at other intervals changes the perceived colour strongly: in Ravel's <i>Boléro</i> the melody on horn is doubled by celesta in higher octaves and by two piccolos playing the same line at the twelfth and seventeenth, reinforcing the third and fifth partials so that the ear hears a single organ-like timbre.",
            "Transposing instruments must be handled without error. A clarinet in B♭ sounds a major second lower than written; a horn in F a perfect fifth lower; a trumpet in B♭ a major second lower; the cor anglais, in F, a fifth lower. Players always read their own parts transposed, and a single wrong transposition in a brass part is among the most audible mistakes a reading can expose.",
          ),
        },
      },
      {
        title: "Building the Tutti",
        description: "Spacing, voicing and doubling decide whether a fortissimo chord sounds rich or muddy.",
        lesson: {
          title: "Spacing a full orchestral chord",
          html:
            p(
              "The orchestral tutti is the hardest texture to write well, because every instrument is playing and any weakness of spacing or doubling is magnified. The most reliable principle is to follow the spacing of the harmonic series: wide intervals at the bottom, closer intervals towards the top. A low chord with thirds in the bass register sounds muddy because the partials of the close low notes clash; octaves and fifths between the bass and the next voice keep the texture clear.",
              "A typical approach for a loud sustained chord in a late-Romantic orchestra of triple woodwind and full brass is to build it in layers, each section complete in itself where possible. The strings, with divisi and double stops, cover the full range; the brass form a second complete chord in the middle register; the woodwinds reinforce the upper register, often doubling the brass in octaves, and the low reeds support the bass.",
            ) +
            "<ul><li><b>Bass:</b> double basses and tuba on the root, with contrabassoon; cellos and trombone 3 an octave or a fifth above.</li><li><b>Middle:</b> horns in close position, four notes covering the chord; trombones 1 and 2 and violas duplicating chord tones.</li><li><b>Upper:</b> trumpets on the top notes of the brass chord; violins and upper woodwinds completing the chord and carrying the top voice.</li></ul>" +
            p(
              "Within each layer the orchestrator considers overlap and interlocking. Overlapping, in which one pair of instruments sits directly above another pair, keeps each colour separate; interlocking, in which the two pairs alternate, blends them. Horns and woodwinds, for instance, blend well when interlocked.",
              "Doubling the third of a major chord strongly, particularly in the brass, makes the chord sound heavy; the root and fifth are doubled more freely. The leading note is rarely doubled because of its resolution. Finally, the top voice of a tutti must be given enough instruments to be heard above the brass: at fortissimo, a melody carried only by first violins will be lost, whereas violins doubled by flutes and oboes an octave higher, or by trumpets at the unison, will project.",
            ),
        },
      },
    ],
  },
  {
    slug: "eu-cosmetics-regulation-1223-2009-compliance",
    discipline: "Cosmetics regulation",
    title: "EU Cosmetics Regulation in Practice",
    description:
      "Placing a cosmetic product on the EU market requires a responsible person, a product information file and a safety assessment. Regulatory affairs professionals on this course analyse the definition of a cosmetic and borderline products, the annexes of prohibited and restricted substances, the cosmetic product safety report, and claims substantiation.",
    level: "advanced",
    duration: "eight weeks, part-time (continuing professional development)",
    plantedGap: "claims substantiation",
    modules: [
      {
        title: "What Counts as a Cosmetic",
        description:
          "Article 2 of Regulation 1223/2009 defines a cosmetic by place of application and purpose, and the hard cases sit on its border with medicines and biocides.",
        lesson: {
          title: "The definition and borderline products",
          html: p(
            "Regulation (EC) No 1223/2009 defines a cosmetic product in Article 2(1)(a) as any substance or mixture intended to be placed in contact with the external parts of the human body (epidermis, hair system, nails, lips and external genital organs) or with the teeth and the mucous membranes of the oral cavity, with a view exclusively or mainly to cleaning them, perfuming them, changing their appearance, protecting them, keeping them in good condition or correcting body odours. Products to be ingested, inhaled, injected or implanted are excluded by Article 2(2). The definition therefore has two limbs, the site of application and the purpose, and both must be met.",
            "A product meeting this definition may also meet the definition of a medicinal product in Directive 2001/83/EC, either by presentation, if it is presented as treating or preventing disease, or by function, if it restores, corrects or modifies physiological functions by exerting a pharmacological, immunological or metabolic action. Article 2(2) of the Directive resolves the overlap: where a product may fall within both definitions, medicines law applies. The Court of Justice has interpreted pharmacological action as an interaction between the molecules of the substance and a cellular constituent of the body (Case C-308/11, Chemische Fabrik Kreussler, 2012), a test applied case by case.",
            "Typical borderline products include eyelash serums containing prostaglandin analogues, which grow lashes by a pharmacological mechanism; skin lightening products, since hydroquinone is prohibited in cosmetics except in artificial nail systems; and hair-loss products whose presentation refers to alopecia. Antibacterial hand gels fall between cosmetics and biocidal products, depending on whether their primary function is cleaning skin or killing micro-organisms. The European Commission's non-binding Manual on the scope of application of the Cosmetics Regulation records the agreed view of Member State authorities on many such products.",
            "Once a product is a cosmetic, a responsible person established in the EU (Article 4), usually the manufacturer or importer, must ensure compliance, keep a product information file for ten years after the last batch is placed on the market (Article 11), and notify the product through the Cosmetic Products Notification Portal before it is sold (Article 13).",
          ),
        },
      },
      {
        title: "Substances and the Annexes",
        description:
          "Annexes II to VI list what a formulator may not use, may use only under conditions, and may use as colourant, preservative or UV filter.",
        lesson: {
          title: "Annexes II to VI, CMR substances and nanomaterials",
          html:
            p(
              "Unlike many chemical regimes, the Cosmetics Regulation works largely by lists. A formulator checks each ingredient against five annexes:",
            ) +
            "<table><tr><th>Annex</th><th>Content</th><th>Effect</th></tr><tr><td>II</td><td>Prohibited substances (well over 1,300 entries)</td><td>Must not be present, except as technically unavoidable traces that are safe</td></tr><tr><td>III</td><td>Restricted substances</td><td>Permitted within limits on product type, maximum concentration and mandatory warnings</td></tr><tr><td>IV</td><td>Colourants</td><td>Only listed colourants may be used, within their conditions</td></tr><tr><td>V</td><td>Preservatives</td><td>Only listed preservatives may be used, within their maximum concentrations</td></tr><tr><td>VI</td><td>UV filters</td><td>Only listed UV filters may be used</td></tr></table>" +
            p(
              "Annexes IV to VI are positive lists: a substance not listed may not be used for that function, even if it is otherwise safe. The entry for methylisothiazolinone shows how the annexes change. After an epidemic of contact allergy in the early 2010s, the Commission prohibited it in leave-on products in 2016 and limited it in rinse-off products to 0.0015 per cent from 2017, following opinions of the Scientific Committee on Consumer Safety (SCCS).",
              "Article 15 governs substances classified as carcinogenic, mutagenic or toxic for reproduction (CMR) under the CLP Regulation. Category 1A and 1B CMRs are prohibited unless four strict conditions are met, including compliance with food safety requirements, absence of suitable alternatives, an application for a particular use, and an SCCS finding of safety. Category 2 CMRs may be used if the SCCS has found them safe. Because classification under CLP drives prohibition automatically, a new harmonised classification can remove an ingredient from the market without a separate cosmetic decision.",
              "Article 16 adds a regime for nanomaterials: products containing them, other than colourants, preservatives and UV filters already regulated in the annexes, must be notified to the Commission six months before being placed on the market, and the ingredient must be followed by the word '(nano)' in the ingredient list. Article 18 prohibits marketing products, or containing ingredients, tested on animals to meet the Regulation's requirements; the final marketing ban took effect on 11 March 2013.",
            ),
        },
      },
      {
        title: "The Cosmetic Product Safety Report",
        description:
          "Annex I sets the structure of the report; the margin of safety calculation is its quantitative core, and this module works through one.",
        lesson: {
          title: "Parts A and B and the margin of safety",
          html:
            p(
              "Article 10 requires a cosmetic product safety report, prepared under Annex I and signed by a safety assessor holding a qualification in pharmacy, toxicology, medicine or a similar discipline. Part A, the safety information, contains ten sections: the quantitative and qualitative composition; physical and chemical characteristics and stability; microbiological quality; impurities, traces and information about the packaging material; normal and reasonably foreseeable use; exposure to the product; exposure to each substance; the toxicological profile of each substance; undesirable effects and serious undesirable effects; and other information on the product. Part B, the safety assessment, contains the assessor's conclusion, the labelled warnings and instructions for use, the reasoning, and the assessor's credentials.",
              "The quantitative core is the margin of safety (MoS) for each substance of toxicological concern. Following the SCCS Notes of Guidance, the systemic exposure dose (SED) is calculated as SED = A × C/100 × DA<sub>p</sub>/100, where A is the estimated daily exposure to the product in mg per kg body weight per day, C the concentration of the substance in per cent, and DA<sub>p</sub> the dermal absorption in per cent. The MoS is then the point of departure, usually a no observed adverse effect level (NOAEL) from a repeated-dose study, divided by the SED. A MoS of at least 100 is generally regarded as acceptable, made up of a factor of 10 for differences between animals and humans and 10 for variability between humans.",
            ) +
            "<ul><li>Product: body lotion; SCCS daily exposure A = 123.2 mg/kg bw/day.</li><li>Preservative at C = 0.4 per cent; no dermal absorption data, so the default DA<sub>p</sub> = 50 per cent is used.</li><li>SED = 123.2 × 0.004 × 0.5 = 0.246 mg/kg bw/day.</li><li>Oral NOAEL from a 90-day rat study = 50 mg/kg bw/day, with full oral absorption.</li><li>MoS = 50 / 0.246 ≈ 203, which exceeds 100.</li></ul>" +
            p(
              "The assessor must also consider aggregate exposure where the same substance occurs in several products used together, vulnerable groups such as children under three, and local effects such as sensitisation, which the MoS does not address.",
            ),
        },
      },
    ],
  },
  {
    slug: "fashion-law-designs-trade-marks-counterfeits",
    discipline: "Fashion law",
    title: "Fashion Law: Designs, Trade Marks and Counterfeits",
    description:
      "Copying is the fashion industry's oldest dispute. This postgraduate option compares the protection of garment designs by registered and unregistered design right and by copyright, the registration of colours, patterns and shapes as trade marks, the law on counterfeit goods and online marketplaces, and sustainability reporting duties.",
    level: "advanced",
    duration: "one semester, 2-hour weekly seminar",
    plantedGap: "sustainability reporting",
    modules: [
      {
        title: "Protecting Designs",
        description:
          "Seasonal designs need fast, cheap protection, and the EU's unregistered Community design was created with fashion in mind.",
        lesson: {
          title: "Design right and copyright for garments",
          html: p(
            "Fashion products have a short commercial life, which makes the registration-based systems of intellectual property awkward. The EU design regime, under Council Regulation (EC) No 6/2002, answered this with two rights. A registered Community design, now called an EU design, lasts for five-year terms renewable up to 25 years; an unregistered Community design arises automatically on disclosure within the EU and lasts three years, but protects only against copying, not against independent creation. Both require that the design be new and have individual character, meaning that it produces on the informed user a different overall impression from any design previously made available. A 12-month grace period allows designers to test a collection publicly before filing.",
            "The Court of Justice clarified the test in Karen Millen Fashions v Dunnes Stores (C-345/13, 2014), arising from Dunnes' copies of a striped shirt and a black knit top. The Court held that individual character must be assessed against one or more specific earlier designs, individually considered, not against a combination of features taken from several, and that a holder of an unregistered design need not prove individual character but only indicate what constitutes it.",
            "After Brexit, the United Kingdom replaced unregistered Community design with a continuing unregistered design for designs already protected and a supplementary unregistered design for new ones, which is obtained only by first disclosure in the UK. Designers launching collections at Paris or Milan must therefore decide where to show first, since disclosure in one territory may not secure protection in the other. The UK's older unregistered design right under the Copyright, Designs and Patents Act 1988 protects the shape and configuration of an article for up to 15 years, but expressly excludes surface decoration, which matters greatly for printed fabrics.",
            "Copyright offers longer protection. In Cofemel v G-Star Raw (C-683/17, 2019), the Court of Justice held that designs such as jeans and T-shirts are protected by copyright if they are original works reflecting the author's free and creative choices, and that Member States may not demand an additional aesthetic threshold. In the UK, garments are usually protected only if they qualify as works of artistic craftsmanship, a category that courts have interpreted narrowly.",
          ),
        },
      },
      {
        title: "Colours, Patterns and Shapes as Trade Marks",
        description:
          "Can a red sole or three stripes be a trade mark? We study the Louboutin and adidas litigation on both sides of the Atlantic.",
        lesson: {
          title: "Non-traditional marks in fashion",
          html:
            p(
              "A trade mark must be capable of distinguishing the goods of one undertaking from those of others. Fashion houses increasingly rely on signs that are part of the product itself, such as a colour in a particular position, a repeated pattern or a shape, and these face two obstacles: lack of inherent distinctiveness, because consumers do not readily see such features as indicating origin, and, for shapes, the absolute exclusions for signs consisting exclusively of a shape that results from the nature of the goods, is necessary to obtain a technical result, or gives substantial value to the goods.",
              "The red sole of Christian Louboutin's shoes tested both. In Christian Louboutin v Van Haren Schoenen (C-163/16, 2018), the Court of Justice held that a mark consisting of a colour applied to the sole of a high-heeled shoe, without claiming a three-dimensional form, does not consist 'exclusively of a shape', so the shape exclusion did not bar it. In the United States, the Second Circuit in Christian Louboutin v Yves Saint Laurent (2012) upheld the mark only where the red sole contrasts with the upper, finding that it had acquired secondary meaning in that form; YSL's monochrome red shoe did not infringe.",
            ) +
            "<table><tr><th>Case</th><th>Sign</th><th>Outcome</th></tr><tr><td>Louboutin v Van Haren (CJEU, 2018)</td><td>Red colour on sole</td><td>Not excluded as a shape; could be registered</td></tr><tr><td>Louboutin v YSL (2nd Cir., 2012)</td><td>Red sole</td><td>Valid only where contrasting with upper</td></tr><tr><td>adidas v EUIPO (General Court, T-307/17, 2019)</td><td>Three parallel stripes in any direction</td><td>Invalid: acquired distinctiveness not shown throughout the EU</td></tr></table>" +
            p(
              "The adidas case shows the evidential burden for marks lacking inherent distinctiveness. The General Court held that the mark, as registered, was an ordinary figurative mark of three black stripes and that the evidence of use, much of it showing stripes in other colours and arrangements, did not prove that the registered sign had acquired distinctiveness across the whole Union. Brand owners therefore register carefully defined position marks and keep evidence of use country by country.",
            ),
        },
      },
      {
        title: "Counterfeits and Online Marketplaces",
        description:
          "This module moves from customs seizures at the border to the liability of marketplaces that display sellers' fakes.",
        lesson: {
          title: "Border measures and platform liability",
          html: p(
            "Counterfeiting is the most direct threat to fashion brands, and the EU fights it first at the border. Under Regulation (EU) No 608/2013, a right holder lodges an application for action with customs, which then detains goods suspected of infringing. Under the simplified procedure of Article 23, the goods may be destroyed without any court finding of infringement if the right holder confirms its belief that they infringe and the declarant or holder agrees, or fails to object within 10 working days of notification (3 days for perishable goods), in which case agreement is deemed. A special procedure for small consignments, such as postal parcels containing no more than three units or weighing less than two kilograms, allows destruction without the right holder's involvement in each case, which matters greatly in an era of online orders shipped in single parcels.",
            "Online marketplaces raise the question of who uses a sign when a third-party seller offers fakes. In L'Oréal v eBay (C-324/09, 2011), the Court of Justice held that the operator of a marketplace does not itself use a trade mark merely by allowing sellers to display it, but may lose the hosting exemption of the E-Commerce Directive if it plays an active role, such as optimising or promoting the offers, or fails to act expeditiously once aware of illegality.",
            "The position shifted in Louboutin v Amazon (C-148/21 and C-184/21, 2022). Amazon operates both as a retailer and as a marketplace, and displays all offers in a uniform way under its own logo. The Court held that a hybrid operator may itself be regarded as using a sign in such circumstances if a reasonably well-informed and observant user would perceive a link between the operator's services and the sign. Relevant factors include uniform presentation of offers, the operator's storing and shipping of third-party goods, and the use of its own reputation.",
            "The Digital Services Act (Regulation (EU) 2022/2065) now adds procedural duties: notice-and-action mechanisms, priority for trusted flaggers, and, for marketplaces, obligations to trace the traders who use them.",
          ),
        },
      },
    ],
  },
];
