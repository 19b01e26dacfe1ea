/** Fifty-eighth held-out evaluation courses, intermediate level (Ethiopian history to hearing conservation); see ai-courses-heldout58.ts. */
import { p, type EvalCourse } from "./ai-course-types.ts";

export const HELDOUT58_B: EvalCourse[] = [
  {
    slug: "ethiopia-from-tewodros-to-the-derg",
    discipline: "Ethiopian history",
    title: "Ethiopia from Tewodros to the Derg, 1855-1991",
    description:
      "Ethiopia and Liberia alone kept their independence through the European partition of Africa, and Ethiopia's modern history turns on how it did so. Second-year lectures and source seminars trace Tewodros II's drive to reunify the empire, Menelik II and the victory at Adwa in 1896, Haile Selassie's centralising reforms, the Italian occupation of 1936-41, and the revolution of 1974 that brought the Derg to power.",
    level: "intermediate",
    duration: "one term (10 weeks, 2 lectures and 1 seminar a week)",
    plantedGap: "Italian occupation",
    modules: [
      {
        title: "The End of the Era of the Princes",
        description:
          "Kassa Hailu's rise from frontier chief to emperor, and why his attempt to rebuild royal power ended in defeat at Maqdala.",
        lesson: {
          title: "Tewodros II and the idea of a unified empire",
          html: p(
            "From 1769 to 1855 the Christian highland kingdom of Ethiopia passed through the <i>Zemene Mesafint</i>, the 'Era of the Princes'. Emperors of the Solomonic dynasty still reigned at Gondar, but real power lay with regional lords, above all the Yejju Oromo dynasty of Begemder, who made and unmade emperors while fighting one another. Trade, the Orthodox Church and the imperial ideal survived, but there was no effective central government.",
            "Kassa Hailu, born about 1818 in Qwara on the western frontier, rose as a soldier and bandit leader. Between 1852 and 1855 he defeated in turn the lords of Gojjam, Begemder (Ras Ali II) and Semien (Dejazmach Wube), and in February 1855 had himself crowned emperor as Tewodros II. The throne name was deliberate: a popular prophecy spoke of a king Tewodros who would restore justice and prosperity.",
            "Tewodros tried to turn military victory into a new kind of state. He sought to replace the feudal levies of the lords with a paid standing army, appointed his own governors in place of hereditary nobles, tried to reduce the vast landholdings of the Church to pay for the state, and attempted to manufacture cannon, most famously the great mortar Sebastopol, with the help of European missionaries at Gafat. He also spoke against the slave trade and against polygamy. Each reform made powerful enemies, and from the early 1860s revolts spread through the provinces faster than he could suppress them; his increasing brutality alienated many former supporters.",
            "His downfall came from abroad. Angered that Queen Victoria had not replied to a letter proposing an alliance, Tewodros imprisoned the British consul Charles Cameron and other Europeans in 1864. Britain sent an expedition of some 13,000 troops from India under Sir Robert Napier, which landed at Zula in 1867 and marched to the emperor's fortress of Maqdala. After defeat at Aroge on 10 April 1868, Tewodros released the captives, and when Maqdala was stormed on 13 April he shot himself. Later Ethiopian nationalists, however, remembered him as the first modern unifier of the country.",
          ),
        },
      },
      {
        title: "Menelik II, Wuchale and Adwa",
        description:
          "How a king of Shewa expanded an empire, misjudged a treaty, and then defeated an Italian army in the most celebrated African victory of the colonial era.",
        lesson: {
          title: "Article 17 and the battle of 1 March 1896",
          html:
            p(
              "After Tewodros, Yohannes IV of Tigray (r. 1872-1889) held the empire together, defeating Egyptian invasions at Gundet (1875) and Gura (1876), until he was killed fighting the Sudanese Mahdists at Metemma in 1889. The succession passed to Menelik, king of Shewa, who had spent the 1870s and 1880s conquering territories to the south, west and east, among them the Oromo, Gurage, Sidama and Kaffa lands and the city of Harar (1887). These conquests roughly doubled the empire and gave it the rich coffee, ivory and gold trades of the south. Menelik and his wife Taytu Betul founded Addis Ababa in 1886.",
              "Italy had occupied Massawa in 1885 and expanded inland. In May 1889 Menelik signed the Treaty of Wuchale with Italy, ceding much of the Eritrean highlands in return for recognition and arms. The Amharic and Italian texts of Article 17 differed. The Amharic version said that the emperor <i>could</i> use the Italian government for his dealings with other powers; the Italian version said that he <i>consented</i> to do so, and Italy notified the European powers that Ethiopia had become its protectorate. Menelik protested, repudiated the treaty in 1893 and, using rifles bought partly from France and Russia, prepared for war.",
            ) +
            "<table><tr><th></th><th>Ethiopian army</th><th>Italian army</th></tr><tr><td>Commander</td><td>Menelik II, with Taytu and the rases Makonnen, Mengesha and Alula</td><td>General Oreste Baratieri</td></tr><tr><td>Strength</td><td>about 100,000, most with rifles</td><td>about 17,700, with 56 guns</td></tr><tr><td>Losses</td><td>several thousand killed</td><td>about 6,000 killed, some 3,000 captured</td></tr></table>" +
            p(
              "Baratieri, under political pressure from Rome, advanced on the Ethiopian camp near Adwa in the night of 29 February 1896. His four brigades lost contact in the broken terrain and were destroyed one by one on 1 March. The Treaty of Addis Ababa in October 1896 annulled Wuchale and recognised Ethiopia's full independence. Adwa made Ethiopia a symbol for Africans and the African diaspora and won it diplomatic recognition from Britain, France and Italy, which agreed its borders in a series of treaties over the following decade.",
            ),
        },
      },
      {
        title: "Revolution and the Derg, 1974-1991",
        description:
          "We ask why an ancient monarchy fell in a few months, and what the military committee that replaced it did with power.",
        lesson: {
          title: "The creeping coup of 1974",
          html: p(
            "Haile Selassie, regent as Ras Tafari from 1916 and emperor from 1930, had spent four decades centralising the state: he granted a written constitution in 1931 and a revised one in 1955, built a modern army and civil service, and made Addis Ababa the seat of the Organisation of African Unity in 1963. Yet land tenure in much of the south remained in the hands of absentee landlords, and political power remained with the emperor. An attempted coup by the Imperial Bodyguard in December 1960, led by the brothers Germame and Mengistu Neway, failed but showed that educated elites were losing patience. Through the 1960s university students campaigned under the slogan 'Land to the Tiller'.",
            "The crisis of 1974 had several causes at once. A famine in Wollo and Tigray in 1972-1974, in which perhaps 200,000 people died, was concealed by the government until a British television documentary by Jonathan Dimbleby exposed it. The oil price rise of 1973 drove up fuel and food prices. In January 1974 soldiers at Negele in the south mutinied over conditions, and in February taxi drivers, teachers and students struck in the capital. In June a committee of about 120 officers and men, the Coordinating Committee of the Armed Forces, Police and Territorial Army, known as the Derg (Ge'ez for 'committee'), took shape and arrested ministers and nobles one group at a time. On 12 September 1974 it deposed the emperor, who died in custody in August 1975.",
            "The Derg declared Ethiopia a socialist state. Its land reform of March 1975 nationalised all rural land and abolished tenancy, the most radical change in the country's modern history, and urban land and rented housing followed. Power within the committee passed, through purges, to Major Mengistu Haile Mariam, who became head of state in 1977. The regime fought the Ethiopian People's Revolutionary Party in the 'Red Terror' of 1977-1978, repelled a Somali invasion of the Ogaden with Soviet and Cuban help in 1977-1978, and waged long wars against Eritrean and Tigrayan insurgents. The famine of 1983-1985 and the collapse of Soviet support preceded its fall in May 1991, when the forces of the EPRDF entered Addis Ababa.",
          ),
        },
      },
    ],
  },
  {
    slug: "family-mediation-process-and-skills",
    discipline: "Family mediation",
    title: "Family Mediation: Process and Skills",
    description:
      "Separating parents who can agree arrangements between themselves rarely need a judge, and in England and Wales most applicants must first attend a Mediation Information and Assessment Meeting. The module prepares trainee mediators to conduct the MIAM, screen for domestic abuse and coercive control, manage the stages of joint sessions, and record the outcome in a memorandum of understanding.",
    level: "intermediate",
    duration: "one term, part-time (8 day-long workshops)",
    plantedGap: "memorandum of understanding",
    modules: [
      {
        title: "The MIAM",
        description:
          "This module sets out what the law requires before a family application and what a mediator must do in the first meeting.",
        lesson: {
          title: "Information, assessment and exemptions",
          html:
            p(
              "Since 22 April 2014, section 10 of the Children and Families Act 2014 has required anyone applying to court for certain family orders, including child arrangements orders and most financial remedy orders, first to attend a Mediation Information and Assessment Meeting (MIAM), unless an exemption applies. The procedure is set out in Part 3 of the Family Procedure Rules 2010 and its Practice Direction 3A, which were strengthened in April 2024 to require the court to consider non-court dispute resolution at every stage of proceedings. Only a mediator accredited by the Family Mediation Council (FMC) may conduct a MIAM and sign the court form confirming attendance.",
              "The MIAM is usually held separately with each party. It has three purposes. The mediator gives information about mediation and the other forms of non-court dispute resolution, such as collaborative law, arbitration and solicitor negotiation; explains the costs, including eligibility for legal aid and the government's Family Mediation Voucher Scheme, which has contributed up to £500 towards mediation in many children cases since 2021; and assesses whether mediation is suitable and safe for these parties. That assessment is the professional heart of the meeting, and a mediator who decides that mediation is not suitable signs the form accordingly.",
              "The exemptions, listed in the Rules, fall into a few groups:",
            ) +
            "<ul><li>evidence of domestic abuse of the kinds the Rules specify, such as a conviction, a protective injunction or a letter from a domestic violence support organisation;</li><li>child protection concerns, where a local authority is making enquiries or a child protection plan is in place;</li><li>urgency, where delay would risk harm to a person or a miscarriage of justice;</li><li>a MIAM or other dispute resolution attended in the previous four months on the same dispute;</li><li>practical bars, such as no accredited mediator being available within fifteen miles or within a reasonable time.</li></ul>" +
            p(
              "A judge may check any claimed exemption, and since 2024 the court may adjourn proceedings to allow a MIAM or mediation to take place when an exemption was wrongly claimed.",
            ),
        },
      },
      {
        title: "Screening for Abuse and Imbalance of Power",
        description:
          "Mediation assumes two people able to negotiate freely; screening tests that assumption for each couple, and here you practise it.",
        lesson: {
          title: "Asking the right questions, separately and safely",
          html: p(
            "Screening for domestic abuse is a continuing duty, not a single question at intake. The FMC Code of Practice requires mediators to ask each participant, in private, whether there has been abuse or there is fear of harm, and to keep alert to signs throughout the process. The definition now used is the statutory one in section 1 of the Domestic Abuse Act 2021: physical or sexual abuse, violent or threatening behaviour, controlling or coercive behaviour, economic abuse, and psychological or emotional abuse, between people aged 16 or over who are personally connected.",
            "Coercive control is the hardest to detect, because it consists of a pattern of behaviour rather than incidents, and the controlled partner may not name it as abuse. Evan Stark's account of coercive control describes isolation from friends and family, monitoring of movements and communications, control of money and daily activities, and degradation. In a mediation room it may appear as one party looking to the other before answering, agreeing to everything, or being unable to describe the household finances.",
            "Useful screening questions are open and concrete: 'How are decisions made between you about money?', 'What happens when you disagree?', 'Have you ever felt afraid of your former partner?', 'Is there anything that would make it hard for you to say what you want in a joint meeting?' The mediator listens for fear, for one party's inability to disagree, and for any current risk to children.",
            "When abuse is disclosed, the options are graded. Mediation may be unsuitable altogether, in which case the mediator signposts legal advice, support services and, where needed, emergency help. Where the party wishes to proceed and the mediator judges it safe, shuttle mediation with the parties in separate rooms, separate arrival and departure times, a co-mediator, or online sessions with safety measures can reduce the risk. A mediator must never pressure a frightened party to continue, and should record the screening and the reasons for any decision.",
          ),
        },
      },
      {
        title: "Running the Joint Sessions",
        description:
          "Agenda, information, options and negotiation: the stages of a typical mediation and the techniques that move people from positions to interests.",
        lesson: {
          title: "From positions to interests",
          html: p(
            "Most family mediations follow a recognisable sequence, though good mediators move back and forth between its stages as needed. At the first joint meeting the mediator explains the ground rules, including confidentiality and its limits (child safety and serious crime override it), the voluntary nature of the process, and the mediator's impartiality. The parties then agree an agenda, which separates the issues, for example where the children will live, how they will spend time with each parent, and what happens to the family home.",
            "Information gathering follows. In financial cases both parties provide full disclosure of income, assets, debts and pensions, with documents, because any agreement reached on concealed information can later be set aside. In children cases the mediator gathers practical facts: school, work patterns, distances, the children's activities.",
            "The mediator's core skills are those that help parties move from positions, the outcomes each has announced, to interests, the needs and concerns that lie beneath them. Roger Fisher and William Ury's <i>Getting to Yes</i> (1981) gave this distinction its popular form. A father who insists on 'fifty-fifty time' may be concerned that he will lose his relationship with the children; a mother who refuses may be worried about continuity of schooling. Reframing restates a hostile remark in neutral terms that reveal the interest: 'He never turns up on time' becomes 'Reliability at handovers matters a lot to you.' Summarising, open questions and reality-testing ('How would that work on a school morning?') all serve the same end.",
            "Options are then generated before any is evaluated, to widen the choices, and the parties test each against their interests and against what a court would be likely to order, their best alternative to a negotiated agreement. Where children are ten or older, the FMC standard is that they should be offered the chance to be heard, usually in a separate meeting with a mediator trained in child-inclusive practice.",
          ),
        },
      },
    ],
  },
  {
    slug: "paper-conservation-chemistry-and-bench-treatment",
    discipline: "Paper conservation",
    title: "Paper Conservation: Chemistry and Bench Treatment",
    description:
      "Paper decays from within as well as from outside, and acid, water, light and mould all shorten its life. With a year of bench experience assumed, the course connects the chemistry of cellulose and acid hydrolysis to practical treatment: dry surface cleaning, aqueous washing and deacidification, the repair of tears with wheat-starch paste and Japanese tissue, and the reduction of foxing.",
    level: "intermediate",
    duration: "15 weeks (one laboratory day a week)",
    plantedGap: "foxing",
    modules: [
      {
        title: "Why Paper Decays",
        description:
          "Cellulose chains break in two main ways, and knowing which is at work in a given sheet shapes every later decision.",
        lesson: {
          title: "Cellulose, acid hydrolysis and oxidation",
          html:
            p(
              "Paper is a felted mat of plant fibres, and its strength comes from cellulose, a linear polymer of glucose units joined by β-1,4-glycosidic bonds. In a good rag paper the chains may be several thousand units long (a degree of polymerisation, DP, of 2,000 or more), and the fibres are held together by hydrogen bonds between them. Paper weakens when the chains are cut, because short chains make short, brittle fibres. Roughly speaking, a paper whose DP has fallen below about 300 to 400 has lost most of its folding strength.",
              "The principal cause of chain scission is acid hydrolysis. Hydrogen ions catalyse the breaking of the glycosidic bond by water; the reaction also produces new acidic groups, so it speeds itself up. Acid enters paper from many sources:",
            ) +
            "<ul><li>alum-rosin sizing, used widely from about 1850, which releases sulphuric acid as aluminium sulphate hydrolyses;</li><li>lignin in groundwood pulp, introduced in the 1840s for cheap newsprint, which oxidises to acidic products and yellows;</li><li>air pollutants, chiefly sulphur dioxide and nitrogen oxides, absorbed from the atmosphere;</li><li>iron gall ink, whose sulphuric acid and iron ions attack the paper beneath the writing;</li><li>acidic mounts, boards and adhesives in contact with the object.</li></ul>" +
            p(
              "The second pathway, oxidation, converts hydroxyl groups on the glucose units to carbonyl and carboxyl groups, weakening the chain and making it more susceptible to alkaline and acid breakdown. Light, especially ultraviolet, and transition metal ions such as iron and copper catalyse oxidation. The effect is visible as yellowing and brown discoloration.",
              "Both reactions accelerate with temperature and with moisture; a common rule of thumb from the Arrhenius relation is that the rate of deterioration roughly doubles with every 5 °C rise. This is why cool, stable storage at moderate relative humidity (around 40 to 50 %) is the most effective preventive measure for whole collections. A surface pH measurement with a flat electrode and a drop of deionised water is the conservator's first test: a pH below about 5.5 indicates significant acidity and possible benefit from treatment.",
            ),
        },
      },
      {
        title: "Surface Cleaning, Washing and Deacidification",
        description:
          "Cleaning proceeds from the least invasive dry methods to aqueous treatment, and every step is preceded by testing.",
        lesson: {
          title: "Dry before wet, test before treating",
          html: p(
            "Treatment begins with examination and documentation: photographs in normal and raking light, notes on the paper, media, damage and previous repairs, and a treatment proposal. The principle of minimal intervention applies throughout: the conservator does what is necessary to stabilise the object and no more, using methods that can be reversed or at least do not prevent future treatment.",
            "Dry surface cleaning removes loose dirt that would otherwise be driven into the fibres when the paper is wetted. A soft brush lifts loose particles; a chemical sponge of vulcanised rubber (a 'smoke sponge') picks up soot; and a grated vinyl eraser, rolled gently under the fingertips, takes up ingrained dirt with less abrasion than rubbing a block eraser. Cleaning stops short of the media: pencil, chalk and charcoal are easily lost.",
            "Before any aqueous treatment, every medium is spot-tested for solubility with a tiny, moist swab or a drop of water under magnification, watching for bleeding or halo formation on blotter. Many inks, especially modern dyes and some printing inks, are water-sensitive and may require fixing, local treatment or no washing at all.",
            "Washing removes water-soluble acids and degradation products, and often visibly lightens discoloration. Paper may be floated face-up on water, immersed on a polyester support, or washed on blotter so that soluble material is drawn out by capillary action. Conservators usually use deionised water adjusted with calcium hydroxide to a pH around 8, because very pure water can leach calcium from the paper. Wash water is changed until it remains colourless, often two or three baths of twenty to thirty minutes.",
            "Deacidification neutralises acid remaining in the sheet and deposits an alkaline reserve against future acid. A common aqueous method is a bath of saturated calcium hydroxide diluted with water, or magnesium bicarbonate solution; non-aqueous sprays of magnesium oxide particles are used where washing is impossible. The aim is an alkaline reserve of around 1 to 2 % calcium carbonate equivalent and a final pH of about 7.5 to 8.5.",
          ),
        },
      },
      {
        title: "Repairing Tears with Japanese Tissue",
        description:
          "You will cook wheat-starch paste, choose and tone tissue, and mend a torn sheet so that the repair is strong, flexible and reversible.",
        lesson: {
          title: "Paste, tissue and feathered edges",
          html:
            p(
              "The standard repair material in Western paper conservation is Japanese tissue made from the long inner-bark fibres of kōzo (paper mulberry), sometimes gampi or mitsumata. Kōzo fibres are long, strong and flexible, so a thin tissue gives a strong repair that bends with the original sheet. Tissues are chosen by weight and colour: a repair should be slightly weaker than the object, so that any future stress breaks the repair rather than the original.",
              "The adhesive is wheat-starch paste, valued because it is strong, stable, non-yellowing and reversible in water. Purified wheat starch is mixed with deionised water, typically about one part starch to five parts water by volume, soaked for half an hour, then cooked with constant stirring until it turns translucent and thick, about twenty minutes in a double boiler or a few minutes in a microwave with frequent stirring. After cooling, the paste is sieved through a fine strainer and thinned with water to the working consistency; thinner paste introduces less moisture and gives a more flexible repair.",
              "A clean tear in paper is rarely a straight cut: the fibres have pulled apart at an angle, leaving two bevelled edges that overlap. The conservator first aligns these edges under magnification, laying a thin paste along them so that they bond fibre to fibre. A repair strip is then made by water-tearing the tissue: a line is drawn on it with a wet brush or ruling pen and the tissue pulled apart, leaving a soft feathered edge of free fibres rather than the hard line of a cut. The strip, a few millimetres wide, is pasted and laid on the reverse across the tear.",
            ) +
            "<table><tr><th>Step</th><th>Purpose</th></tr><tr><td>Interleave with non-woven polyester web</td><td>stops the repair sticking to the blotter</td></tr><tr><td>Dry under blotter and a light weight</td><td>keeps the area flat as moisture leaves</td></tr><tr><td>Change blotters after a few minutes</td><td>prevents tide lines and cockling</td></tr></table>" +
            p(
              "Where the tissue colour differs visibly from the paper, it is toned beforehand with acrylic or watercolour washes, tested for lightfastness and water-fastness.",
            ),
        },
      },
    ],
  },
  {
    slug: "uk-charity-tax-gift-aid-and-trading",
    discipline: "Tax accounting for charities",
    title: "UK Charity Taxation: Reliefs, Gift Aid and Trading",
    description:
      "UK charities pay little tax, but only because a set of reliefs applies, each with edges that finance staff must know. Assuming a working knowledge of double-entry bookkeeping and charity accounts, the module covers the income and gains exemptions and the rules on non-charitable expenditure, Gift Aid claims and donor benefits, trading by charities and their subsidiaries, and VAT.",
    level: "intermediate",
    duration: "10 weeks (one evening a week plus online tutorials)",
    plantedGap: "VAT",
    modules: [
      {
        title: "Exemptions and Non-Charitable Expenditure",
        description:
          "Which income of a charity is exempt from income tax or corporation tax, and what happens to the exemptions when money is spent outside charitable purposes?",
        lesson: {
          title: "How the direct tax exemptions work",
          html:
            p(
              "A charity is not exempt from tax simply because it is a charity. It is exempt on specified types of income and gains, provided that the income is applied for charitable purposes only. For charitable companies the reliefs are in Part 11 of the Corporation Tax Act 2010; for charitable trusts they are in Part 10 of the Income Tax Act 2007; gains are covered by section 256 of the Taxation of Chargeable Gains Act 1992. To claim them, a body must meet the definition of a charity for tax purposes in Schedule 6 to the Finance Act 2010: it must be established for charitable purposes only, be subject to the control of a UK court, be registered with the relevant regulator where required, and pass the 'fit and proper persons' test for its managers.",
              "The main exempt categories are:",
            ) +
            "<ul><li>donations and legacies, including Gift Aid repayments;</li><li>investment income: interest, dividends and most rents from land;</li><li>chargeable gains on disposals of investments and property, if applied for charitable purposes;</li><li>profits of primary-purpose trading and of trading within the small trading exemption;</li><li>profits of qualifying fundraising events, within the limits set by the rules.</li></ul>" +
            p(
              "The exemptions are restricted if the charity incurs non-charitable expenditure. Expenditure is non-charitable if it is not for charitable purposes, and certain payments, such as investments and loans that are neither qualifying investments nor made for the charity's benefit rather than for the avoidance of tax, are treated as non-charitable even if the money returns later. Where non-charitable expenditure arises, the charity's otherwise exempt income is made taxable up to the amount of that expenditure.",
              "An example shows the effect. A charity with £400,000 of exempt income spends £30,000 lending money to a trustee's business on uncommercial terms. If the loan is not a qualifying investment, £30,000 of its income loses exemption and is taxed at the relevant rate. Careful minuting of investment decisions, and taking advice before unusual transactions, is the practical defence.",
            ),
        },
      },
      {
        title: "Gift Aid",
        description:
          "We work through a Gift Aid claim from declaration to repayment, including the limits on benefits a donor may receive.",
        lesson: {
          title: "Declarations, repayments and the benefit limits",
          html:
            p(
              "Gift Aid allows a charity to reclaim basic-rate income tax on donations from UK taxpayers. The donation is treated as having been made out of income on which the donor has already paid basic-rate tax at 20 %, so the charity reclaims tax on the gross equivalent. For a gift of £100 the gross equivalent is £100 ÷ 0.8 = £125, and the charity reclaims £25, that is 25p for every pound given. A donor paying higher-rate tax at 40 % may claim the further 20 % of the gross gift, here another £25, through Self Assessment.",
              "The charity must hold a valid Gift Aid declaration before claiming. HMRC requires the donor's full name, home address (at least house name or number and postcode), the name of the charity, details of the donations covered (a single gift, or all gifts past and future), and a statement that the donor understands that if they pay less income tax and capital gains tax in the year than the amount of Gift Aid claimed on all their donations, it is their responsibility to pay the difference. Declarations may be written, oral (with a written record) or online. Claims are made through HMRC's Charities Online service and must be made within four years of the end of the charity's accounting period in which the donation was received.",
              "Gift Aid is denied if the donor receives more than a limited benefit in return. The limits, since April 2019, are:",
            ) +
            "<table><tr><th>Donation</th><th>Maximum value of benefits</th></tr><tr><td>up to £100</td><td>25 % of the donation</td></tr><tr><td>£100.01 to £10,000</td><td>£25</td></tr><tr><td>over £10,000</td><td>5 % of the donation, up to £2,500</td></tr></table>" +
            p(
              "A donor who gives £40 and receives a book worth £12 has received benefits worth 30 % of the gift, over the 25 % limit, so no Gift Aid is due. Payments for goods or services, raffle tickets and entry fees to events are not gifts at all and never qualify.",
            ),
        },
      },
      {
        title: "Trading, Small Trading and Subsidiaries",
        description:
          "Not every sale by a charity is taxed, and the module explains which are, how the exemption limits are applied, and why many charities trade through a company.",
        lesson: {
          title: "Primary purpose, small trading and the subsidiary company",
          html:
            p(
              "Profits from trade are exempt if the trade is exercised in the course of carrying out a primary purpose of the charity, such as a school charging fees, a theatre selling tickets or a care home charging residents. Ancillary trading, closely connected to the primary purpose, is also exempt: a school selling uniforms to its pupils or a gallery selling catalogues of its exhibitions. So is trade where the work is mainly carried out by beneficiaries, such as a shop selling goods made by the disabled people the charity serves. Where a trade is partly primary purpose and partly not, it is treated as two trades and turnover and costs apportioned on a just and reasonable basis.",
              "Other trading, such as selling Christmas cards or renting out halls with services, is taxable unless it falls within the small trading exemption. From 6 April 2024 the annual turnover limits are:",
            ) +
            "<ul><li>£8,000 where the charity's total incoming resources are less than £32,000;</li><li>25 % of total incoming resources where they are between £32,000 and £320,000;</li><li>£80,000 where total incoming resources exceed £320,000.</li></ul>" +
            p(
              "If turnover exceeds the limit, the whole profit of the non-primary trading is taxable, not only the excess, unless the charity reasonably expected at the start of the year that it would stay within the limit. A charity with £200,000 of total income may therefore have up to £50,000 of non-primary-purpose turnover without tax, but not £55,000.",
              "Charities with substantial non-primary trading usually set up a wholly owned trading subsidiary, a company limited by shares. The subsidiary trades and pays corporation tax on its profits in the normal way, but it can donate its taxable profits to the parent charity under Gift Aid and deduct the payment from those profits. A payment made within nine months of the end of the accounting period may be deducted in that period (section 199 of the Corporation Tax Act 2010). The arrangement also protects the charity's assets from the risks of trade and keeps the charity's own tax position simple, but the parent must not subsidise the company with charitable funds.",
            ),
        },
      },
    ],
  },
  {
    slug: "occupational-hearing-conservation-programmes",
    discipline: "Hearing conservation",
    title: "Occupational Hearing Conservation Programmes",
    description:
      "Noise-induced hearing loss is permanent, common and almost entirely preventable. Occupational health and safety practitioners taking this module learn how noise damages the cochlea, how to assess risk against the Control of Noise at Work Regulations 2005 and calculate daily personal exposure, how to select hearing protectors from SNR and HML data, and how to run audiometric health surveillance.",
    level: "intermediate",
    duration: "6 weeks (blended: online study and 2 practical days)",
    plantedGap: "audiometric",
    modules: [
      {
        title: "How Noise Damages Hearing",
        description:
          "Before measuring anything, practitioners need to understand the decibel, the A-weighting and what happens inside an over-exposed ear.",
        lesson: {
          title: "Decibels, hair cells and the 4 kHz notch",
          html: p(
            "Sound pressure level is expressed in decibels (dB) because the ear responds to an enormous range of pressures, from about 20 micropascals at the threshold of hearing to 20 pascals and more at the threshold of pain, a ratio of a million. The decibel compresses this range logarithmically: L = 20 log<sub>10</sub>(p/p<sub>0</sub>), with p<sub>0</sub> = 20 µPa. Two practical consequences follow. Adding a second identical machine to a noisy room raises the level by only 3 dB, yet doubles the sound energy; and a 10 dB increase is ten times the energy, though it is heard as roughly twice as loud.",
            "Because the ear is less sensitive to low and very high frequencies, sound level meters apply frequency weightings. The A-weighting, written dB(A), approximates the ear's response at moderate levels and is used for assessing hearing risk from continuous noise. The C-weighting is almost flat across the audible range and is used for peak sound pressure from impulses such as hammering or gunfire, and in selecting hearing protectors.",
            "Inside the cochlea, sound is converted into nerve signals by hair cells on the basilar membrane. The three rows of outer hair cells act as amplifiers that sharpen sensitivity; the single row of inner hair cells transmits the signal to the auditory nerve. Excessive noise first causes a temporary threshold shift: after a noisy shift, a worker's hearing is dulled and may be accompanied by ringing (tinnitus), recovering over hours. Repeated over years, the exposure kills outer hair cells, which in humans do not regenerate, causing a permanent threshold shift. Very intense impulses can also damage the synapses between inner hair cells and nerve fibres, a 'hidden' loss not always detectable with ordinary tests.",
            "Noise-induced hearing loss has a characteristic pattern. It is usually similar in both ears, and it appears first as a dip in hearing sensitivity around 4 kHz (sometimes 3 to 6 kHz), with better hearing at 8 kHz. Workers first notice difficulty following speech in noise, because consonants carry high-frequency information, long before they notice any loss in quiet.",
          ),
        },
      },
      {
        title: "Assessing Exposure Under the Noise Regulations",
        description:
          "This is the quantitative core of the course: action values, the daily personal exposure and how to combine several tasks.",
        lesson: {
          title: "Calculating L<sub>EP,d</sub> step by step",
          html:
            p(
              "The Control of Noise at Work Regulations 2005, which implement the European Physical Agents (Noise) Directive 2003/10/EC in Great Britain, set three levels for both daily exposure and peak sound pressure:",
            ) +
            "<table><tr><th></th><th>Daily or weekly personal exposure</th><th>Peak sound pressure</th></tr><tr><td>Lower exposure action value</td><td>80 dB(A)</td><td>135 dB(C)</td></tr><tr><td>Upper exposure action value</td><td>85 dB(A)</td><td>137 dB(C)</td></tr><tr><td>Exposure limit value</td><td>87 dB(A)</td><td>140 dB(C)</td></tr></table>" +
            p(
              "At the lower action value the employer must assess the risk, provide information and training, and make hearing protection available. At the upper action value the employer must reduce exposure by technical and organisational means as far as reasonably practicable, establish hearing protection zones and ensure protectors are worn. The exposure limit values, unlike the action values, take account of the protection given by hearing protectors and must not be exceeded.",
              "The daily personal noise exposure, L<sub>EP,d</sub>, normalises the energy a worker receives over the working day to an eight-hour reference: L<sub>EP,d</sub> = L<sub>Aeq,Te</sub> + 10 log<sub>10</sub>(T<sub>e</sub> / 8 h), where L<sub>Aeq,Te</sub> is the equivalent continuous A-weighted level over the exposure time T<sub>e</sub>. Because the basis is energy, the exchange rate is 3 dB: halving the exposure time lowers the L<sub>EP,d</sub> by 3 dB. A fitter who spends 2 hours at 92 dB(A) and nothing else has L<sub>EP,d</sub> = 92 + 10 log<sub>10</sub>(2/8) = 92 - 6.0 = 86 dB(A), above the upper action value.",
              "When a day contains several tasks, the energies are added. If the same fitter also spends 6 hours at 80 dB(A), the calculation is 10 log<sub>10</sub>[(2/8) × 10<sup>9.2</sup> + (6/8) × 10<sup>8.0</sup>] = 10 log<sub>10</sub>(3.96 × 10<sup>8</sup> + 0.75 × 10<sup>8</sup>) = 86.7 dB(A). The six quieter hours add less than a decibel: the two noisy hours dominate, which is why control effort goes first to the loudest tasks. The Health and Safety Executive publishes a ready reckoner and an exposure points system for this calculation, and its guidance L108 explains the duties in detail. Note that the United States uses a different approach: the OSHA permissible exposure limit is 90 dBA with a 5 dB exchange rate, while the NIOSH recommended limit is 85 dBA with 3 dB.",
            ),
        },
      },
      {
        title: "Selecting and Managing Hearing Protectors",
        description:
          "Which protector is adequate and which is too much? The module applies the manufacturers' attenuation data to real workplaces and sets up a protector programme.",
        lesson: {
          title: "SNR, HML and the danger of overprotection",
          html:
            p(
              "Hearing protection is the last line of defence, to be used where noise cannot be reduced at source or on its path, and it is only as good as its fit and the time it is worn. A protector worn for 7 hours of an 8-hour noisy shift provides far less than its rated attenuation, because the unprotected hour dominates the energy dose: removing a protector rated at 30 dB for just 30 minutes of an 8-hour day limits its effective protection to about 12 dB.",
              "Protectors sold in Europe are tested under EN 352 and labelled with attenuation data measured in the laboratory. The single number rating (SNR) is subtracted from the C-weighted level to estimate the A-weighted level at the ear. The HML method uses three values for high-, medium- and low-frequency noise with the difference between the C- and A-weighted levels of the workplace, and suits noise dominated by low frequencies. Because laboratory fit is better than real use, the HSE recommends derating: subtracting 4 dB from the predicted attenuation for all types of protector.",
              "An example. A press shop has L<sub>C</sub> = 102 dB and L<sub>A</sub> = 98 dB(A). An earmuff with SNR 30 gives a predicted level at the ear of 102 - 30 = 72 dB(A), and after derating 76 dB(A). A foam earplug with SNR 37 would give 102 - 37 + 4 = 69 dB(A).",
            ) +
            "<table><tr><th>Predicted level at the ear</th><th>Assessment</th></tr><tr><td>above 85 dB(A)</td><td>insufficient protection</td></tr><tr><td>80-85 dB(A)</td><td>acceptable</td></tr><tr><td>70-80 dB(A)</td><td>ideal</td></tr><tr><td>below 70 dB(A)</td><td>too much protection</td></tr></table>" +
            p(
              "The earplug in the example is therefore too protective: it cuts the worker off from speech, warning signals and the sound of machinery, which tempts people to remove it. The earmuff falls in the ideal band. A good programme offers a choice of suitable protectors for comfort, trains workers to fit them (rolling foam plugs thin and inserting them with the ear pulled up and back), checks fit, maintains and replaces muffs and seals, and supervises use in marked zones.",
            ),
        },
      },
    ],
  },
];
