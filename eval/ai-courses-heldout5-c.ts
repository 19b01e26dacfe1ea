/** Fifth held-out evaluation courses, advanced level (actuarial science to radiography); see ai-courses-heldout5.ts. */
import { p, type EvalCourse } from "./ai-course-types.ts";

export const HELDOUT5_C: EvalCourse[] = [
  {
    slug: "life-contingencies",
    discipline: "Actuarial science",
    title: "Life Contingencies",
    description:
      "For actuarial students who have passed financial mathematics and probability: survival models and life tables, the present value of annuities, pricing life insurance with the equivalence principle, policy reserves and multiple-decrement models.",
    level: "advanced",
    duration: "12 weeks",
    plantedGap: "multiple-decrement models",
    modules: [
      {
        title: "Survival Models and Life Tables",
        description: "Life table functions, probabilities of survival and death, and parametric laws of mortality.",
        lesson: {
          title: "Reading a life table",
          html: p(
            "A life table follows a hypothetical group of lives, the radix, often 100,000 at birth, and records l_x, the expected number still alive at exact age x. From it all other functions follow. The expected number dying between ages x and x + 1 is d_x = l_x − l_{x+1}. The probability that a life aged x dies within a year is q_x = d_x / l_x, and the probability that it survives the year is p_x = 1 − q_x. More generally, the probability of surviving t years is tp_x = l_{x+t} / l_x.",
            "Suppose l_60 = 90,000 and l_61 = 89,100. Then d_60 = 900, q_60 = 900 / 90,000 = 0.01 and p_60 = 0.99. If l_65 = 84,600, the probability that a life aged 60 reaches 65 is 84,600 / 90,000 = 0.94. Survival probabilities chain: the probability of surviving from 60 to 65 equals the probability of surviving to 61 times the probability of then surviving from 61 to 65, which is why tp_x can be built up from successive one-year values.",
            "The curtate expectation of life, e_x, the expected number of complete future years lived, is the sum over k = 1, 2, 3, … of kp_x. The complete expectation adds, approximately, half a year, because a life that dies in a given year lives on average about half of it.",
            "In continuous time, mortality is described by the force of mortality μ_x, the instantaneous death rate at age x among those alive at x. Survival probabilities follow from it as tp_x = exp(−∫ μ_{x+s} ds), the integral taken from 0 to t. Parametric laws give μ_x a simple form. Benjamin Gompertz proposed in 1825 that μ_x = Bc^x, so that the force of mortality rises exponentially with age, which fits adult human mortality remarkably well over a wide range of ages. William Makeham added a constant term, μ_x = A + Bc^x, to represent deaths from causes unrelated to age, such as accidents. Actuaries use such laws to smooth and extrapolate crude rates, but select and ultimate tables are needed when recently underwritten lives have lighter mortality than the general population of the same age.",
          ),
        },
      },
      {
        title: "Annuities and Present Values",
        description: "Discounting, annuities certain and life annuities.",
        lesson: {
          title: "Valuing a stream of payments",
          html: p(
            "Actuarial values combine two ideas: money paid later is worth less today, and a payment contingent on survival may not be made at all. With an effective annual interest rate i, the discount factor is v = 1 / (1 + i), and a payment of 1 due in n years has a present value of v^n. At 5 percent, v = 0.952381, and 1 due in 10 years is worth v^10 = 0.613913 today.",
            "An annuity certain pays 1 at regular intervals for a fixed term. For payments at the end of each year for n years, an annuity-immediate, the present value is a_n = v + v^2 + … + v^n = (1 − v^n) / i. For payments at the start of each year, an annuity-due, it is ä_n = (1 − v^n) / d, where d = i / (1 + i) is the rate of discount. At 5 percent over 10 years, a_n = (1 − 0.613913) / 0.05 = 7.7217, and ä_n = 1.05 × 7.7217 = 8.1078, since each payment is made one year earlier.",
            "A life annuity pays only while the annuitant is alive. Its expected present value (EPV) weights each discounted payment by the probability that it will be made. For a whole life annuity-due of 1 a year to a life aged x, ä_x = Σ v^k kp_x, summed from k = 0 to the end of the table; the first term is 1, because the first payment is made at once. A temporary life annuity stops after n years even if the annuitant survives.",
            "Two features follow directly. A life annuity is always worth less than the corresponding annuity certain, because each term is reduced by the survival probability. And its value falls with age, because survival probabilities fall, which is why an insurer quotes an older retiree a higher annual income for the same purchase price. Note that the EPV is a mean: the actual present value of the payments to one annuitant is a random variable whose variance depends on how uncertain the date of death is, and an insurer relies on a large portfolio of independent lives to make the average reliable.",
          ),
        },
      },
      {
        title: "Pricing Life Insurance",
        description: "Expected present values of death benefits and net premiums under the equivalence principle.",
        lesson: {
          title: "The equivalence principle",
          html: p(
            "A life insurance policy pays a benefit on death. For a benefit of 1 payable at the end of the year of death of a life now aged x, the death occurs in year k + 1 with probability kp_x · q_{x+k}, and the payment is then discounted for k + 1 years. The EPV of a whole life insurance is therefore A_x = Σ v^{k+1} · kp_x · q_{x+k}, summed over all future years. A term insurance of n years takes the sum only over the first n years.",
            "Consider a two-year term insurance of 1,000 issued to a life aged x with q_x = 0.01 and q_{x+1} = 0.02, at an interest rate of 5 percent. The benefit is paid at the end of year 1 with probability 0.01, and at the end of year 2 with probability 0.99 × 0.02 = 0.0198. Its EPV is 1,000 × (0.952381 × 0.01 + 0.907029 × 0.0198) = 1,000 × (0.009524 + 0.017959) = 27.48.",
            "The net premium is set by the equivalence principle: the EPV of the premiums must equal the EPV of the benefits, so that the insurer expects neither profit nor loss before expenses. If a level premium P is paid at the start of each year while the life is alive, for at most two years, the EPV of the premiums is P × (1 + 0.952381 × 0.99) = 1.942857P. Setting this equal to 27.48 gives P = 14.15.",
            "Gross premiums add allowances for expenses, commission and profit, and often a margin for adverse experience; a gross premium is still calculated by an equation of value, with expenses treated as further outgoings. The equivalence principle makes the expected loss zero, not the actual loss: for one policy the loss is large if the life dies early and negative if it survives. Its standard deviation can be computed from the distribution of the time of death, and for a portfolio of N similar independent policies the standard deviation of the average loss falls in proportion to 1/√N, which is the actuarial justification for pooling risks.",
          ),
        },
      },
      {
        title: "Policy Reserves",
        description: "Prospective and retrospective reserves and why level premiums create them.",
        lesson: {
          title: "What the insurer must hold",
          html: p(
            "Under a level-premium policy the cost of cover rises with age, because mortality rises, but the premium does not. In the early years the premium exceeds the expected cost of that year's cover, and in later years it falls short. The insurer must therefore hold back part of the early premiums as a reserve, a liability on its balance sheet, to meet the later shortfall.",
            "The prospective reserve at time t for a policy still in force is the EPV of future benefits minus the EPV of future premiums, both valued at the life's attained age x + t. Continuing the two-year term insurance of the previous lesson, at time 1 the life is aged x + 1; one benefit remains, payable at the end of the year with probability 0.02, and one premium of 14.15 is paid now. The reserve is 1,000 × 0.952381 × 0.02 − 14.15 = 19.05 − 14.15 = 4.90. At the end of year 2 it falls to zero, as it must when no further benefit is possible.",
            "The retrospective reserve looks backward: it is the accumulated value of past premiums minus the accumulated cost of past benefits, shared among the survivors. In the example, the premium of 14.15 accumulates to 14.85 at the end of year 1; the expected death claim of 1,000 × 0.01 = 10 is paid out, and the remainder is divided by the survival probability 0.99, giving (14.85 − 10) / 0.99 = 4.90. Prospective and retrospective reserves are equal whenever the premium was set by the equivalence principle on the same basis used for the reserve.",
            "Reserves obey a recursion that shows how money flows year by year: the reserve at the start of the year plus the premium, accumulated with interest, pays for the expected death claim and the reserve carried forward for survivors. Its continuous-time form is Thiele's differential equation, named after the Danish actuary Thorvald Thiele, which states that the reserve grows with interest and premiums and is reduced by the rate at which deaths release the sum at risk, the benefit minus the reserve. A reserve that becomes negative signals that the policyholder has so far paid less than the cost of the cover received, so the insurer would lose money if the policy lapsed.",
          ),
        },
      },
    ],
  },
  {
    slug: "advanced-diagnostic-audiology",
    discipline: "Audiology",
    title: "Advanced Diagnostic Audiology",
    description:
      "Pure-tone audiometry and clinical masking, tympanometry and acoustic reflexes, otoacoustic emissions, vestibular assessment and the auditory brainstem response, for audiology students who have completed hearing science.",
    level: "advanced",
    duration: "14 weeks",
    plantedGap: "vestibular assessment",
    modules: [
      {
        title: "Pure-Tone Audiometry and Clinical Masking",
        description: "Air and bone conduction thresholds, the air-bone gap and when and how to mask.",
        lesson: {
          title: "Keeping the non-test ear out",
          html: p(
            "Pure-tone thresholds are measured for air conduction, through earphones, from 250 to 8,000 hertz, and for bone conduction, through an oscillator on the mastoid, usually from 250 to 4,000 hertz. Thresholds are given in decibels hearing level (dB HL), relative to the average threshold of young normal-hearing adults. An air-bone gap greater than about 10 dB indicates a conductive component: the inner ear hears better than sound arriving through the outer and middle ear can reach it. When air and bone thresholds are equally raised, the loss is sensorineural, and when both are raised with a gap between them, it is mixed.",
            "A loud tone presented to one ear can stimulate the other through the skull. The reduction in level on crossing is the interaural attenuation, which for air conduction is at least about 40 dB with supra-aural earphones and about 55 dB or more with insert earphones, while for bone conduction it is close to 0 dB. Whenever a test signal could be heard by the non-test ear, that ear must be masked with narrowband noise. Masking is needed for air conduction when the air-conduction threshold of the test ear exceeds the bone-conduction threshold of the non-test ear by the interaural attenuation or more, and for bone conduction whenever there is an air-bone gap of more than 10 dB in the test ear, because the bone threshold could come from either cochlea.",
            "Hood's plateau method establishes the true threshold. Masking noise in the non-test ear is raised in steps, and the threshold of the test ear is measured again at each step. While the non-test ear was responding, the threshold rises with the masking; once the true threshold is reached, it stays constant over a range of masking levels, the plateau. Too much masking crosses back to the test ear and raises the threshold again, overmasking. In bilateral large conductive losses the minimum effective masking may already exceed the level that causes overmasking, leaving no plateau, the masking dilemma; insert earphones, with their greater interaural attenuation, reduce but do not always solve it. When masking bone conduction at low frequencies, the occlusion effect of the earphone on the non-test ear must be added to the initial masking level.",
          ),
        },
      },
      {
        title: "Tympanometry and Acoustic Reflexes",
        description: "Tympanogram types, ear canal volume and the stapedial reflex pathway.",
        lesson: {
          title: "Testing the middle ear",
          html:
            p(
              "Tympanometry measures how easily sound energy enters the middle ear, its acoustic admittance, while the air pressure in the sealed ear canal is varied, usually from +200 to −400 daPa. In adults a 226 Hz probe tone is used; for infants under about six months a 1,000 Hz probe is preferred, because the softer ear canal walls of young infants can produce a normal-looking 226 Hz tympanogram despite middle ear effusion. Admittance is greatest when the pressure in the canal equals the pressure in the middle ear, so the position of the peak estimates middle ear pressure and its height the mobility of the system. James Jerger's classification of 1970 is still widely used:",
            ) +
            "<table><tr><th>Type</th><th>Pattern</th><th>Typical interpretation</th></tr><tr><td>A</td><td>Normal peak near 0 daPa</td><td>Normal middle ear function</td></tr><tr><td>As</td><td>Peak at normal pressure, shallow</td><td>Stiff system, as in otosclerosis</td></tr><tr><td>Ad</td><td>Peak at normal pressure, very deep</td><td>Hypermobile system: ossicular discontinuity or a flaccid eardrum</td></tr><tr><td>B</td><td>Flat, no peak</td><td>Effusion if canal volume is normal; perforation or open ventilation tube if large; wax or probe against the wall if small</td></tr><tr><td>C</td><td>Peak at negative pressure, below about −100 daPa</td><td>Eustachian tube dysfunction</td></tr></table>" +
            p(
              "A flat tympanogram is therefore never interpreted without the equivalent ear canal volume, which distinguishes an effusion behind an intact eardrum from an open perforation.",
              "The acoustic reflex is the contraction of the stapedius muscle in response to loud sound, normally at about 70 to 100 dB HL, and it is bilateral: a sound in either ear elicits contraction in both. The pathway runs through the auditory nerve, the cochlear nucleus and the superior olivary complex to the facial nerve nucleus and the facial nerve. Because the reflex is recorded as a change in admittance in the probe ear, even a slight conductive pathology there abolishes it. Patterns across ipsilateral and contralateral stimulation therefore help locate a lesion: for example, a facial nerve lesion abolishes reflexes recorded on the affected side whichever ear is stimulated. Reflex decay, a fall of the response by more than half within 10 seconds of sustained stimulation at 500 or 1,000 Hz, suggests a retrocochlear lesion.",
            ),
        },
      },
      {
        title: "Otoacoustic Emissions",
        description: "What emissions reveal about the outer hair cells and how they are recorded.",
        lesson: {
          title: "Sounds the ear makes",
          html: p(
            "In 1978 David Kemp reported that the healthy ear produces faint sounds that can be recorded by a sensitive microphone in the ear canal. These otoacoustic emissions (OAEs) are by-products of the cochlear amplifier: the outer hair cells change length in response to sound, a property called electromotility driven by the protein prestin, and amplify the vibration of the basilar membrane, which gives normal hearing its sensitivity and sharp frequency tuning. Part of this mechanical energy travels back through the middle ear and is radiated by the eardrum as sound.",
            "Two kinds are used clinically. Transient-evoked OAEs (TEOAEs) are elicited by brief clicks and recorded in the few milliseconds afterwards, with responses across a broad frequency range. Distortion-product OAEs (DPOAEs) are elicited by two simultaneous pure tones, f1 and f2, usually with f2/f1 about 1.2, and the emission is measured at the frequency 2f1 − f2, which is not present in the stimulus and is generated by the nonlinearity of the outer hair cells. DPOAEs are recorded as a function of f2 and give frequency-specific information, including at higher frequencies than TEOAEs usually reach.",
            "The clinical interpretation follows from the mechanism. Present emissions indicate functioning outer hair cells and a middle ear able to transmit sound in both directions. Emissions are usually absent when the hearing loss at the relevant frequencies exceeds roughly 30 to 40 dB HL, and they are easily abolished by middle ear effusion or negative pressure, so tympanometry should be performed alongside. Because they are quick, objective and need no response from the patient, OAEs are used in newborn hearing programmes and for monitoring ototoxicity, for example during cisplatin treatment, where changes may appear before the audiogram changes.",
            "The limitation is equally important: OAEs test the outer hair cells and nothing beyond them. In auditory neuropathy spectrum disorder, where the inner hair cells, the synapse or the auditory nerve are affected, emissions may be normal although the auditory brainstem response is absent or grossly abnormal and speech understanding is poor. A normal OAE result therefore does not rule out a hearing disorder.",
          ),
        },
      },
      {
        title: "The Auditory Brainstem Response",
        description: "ABR waveforms, neurodiagnostic interpretation and estimating thresholds.",
        lesson: {
          title: "Reading the waveform",
          html: p(
            "The auditory brainstem response (ABR) is a series of small voltage peaks recorded from scalp electrodes in the first 10 milliseconds after a click or a brief tone burst. Because each response is tiny compared with the ongoing activity of the brain and muscles, thousands of sweeps are averaged. In adults the waves are labelled with Roman numerals, I to V. Wave I arises from the distal part of the auditory nerve and wave II from its proximal part; wave III is generated mainly in the lower pons, around the cochlear nucleus, and wave V near the termination of the lateral lemniscus at the inferior colliculus. Wave V is the most robust and is the last to disappear as the stimulus is made quieter.",
            "Neurodiagnostic use relies on latencies. In a normal adult, with a click at a high level, wave V appears at roughly 5.5 to 6 milliseconds, and the I-V interpeak interval is about 4 milliseconds. A prolonged I-III or I-V interval, or a difference in wave V latency between the two ears of more than about 0.4 milliseconds, suggests slowed conduction along the auditory nerve or brainstem, as with an acoustic neuroma or demyelination, and is followed up with magnetic resonance imaging, which has now largely replaced the ABR for that purpose.",
            "The latency-intensity function distinguishes types of loss. As the click level falls, wave V latency increases. A conductive loss reduces the effective stimulus level, so the whole function shifts to longer latencies, parallel to the normal curve. A sensory loss with steep high-frequency involvement produces long latencies near threshold that approach normal at high levels.",
            "For infants and others who cannot give reliable behavioural responses, the ABR estimates hearing thresholds. Frequency-specific tone bursts at 500, 1,000, 2,000 and 4,000 Hz are presented at decreasing levels until wave V can no longer be identified, and correction factors convert the ABR thresholds into estimated behavioural thresholds for fitting hearing aids. Young infants are tested in natural sleep after a feed, older children often under sedation, because movement and muscle activity swamp the response.",
          ),
        },
      },
    ],
  },
  {
    slug: "neurogenic-communication-disorders",
    discipline: "Speech-language pathology",
    title: "Acquired Neurogenic Communication Disorders",
    description:
      "For graduate students in speech-language pathology: the aphasia syndromes, the dysarthrias, apraxia of speech, dysphagia and swallowing, and evidence-based treatment of aphasia.",
    level: "advanced",
    duration: "14 weeks",
    plantedGap: "dysphagia and swallowing",
    modules: [
      {
        title: "The Aphasia Syndromes",
        description: "Classifying aphasia by fluency, comprehension and repetition.",
        lesson: {
          title: "Fluency, comprehension and repetition",
          html:
            p(
              "Aphasia is an acquired disorder of language caused by brain damage, most often a stroke in the territory of the left middle cerebral artery. It can affect speaking, understanding, reading and writing, but it is not a disorder of intelligence or of the speech muscles: a person with aphasia knows what they want to say but cannot reliably find or arrange the words. The classic syndromes of the Boston classification are distinguished by three features: whether spontaneous speech is fluent, how well spoken language is understood and whether the person can repeat what they hear.",
            ) +
            "<table><tr><th>Syndrome</th><th>Fluency</th><th>Comprehension</th><th>Repetition</th></tr><tr><td>Broca's</td><td>Non-fluent</td><td>Relatively good</td><td>Poor</td></tr><tr><td>Wernicke's</td><td>Fluent</td><td>Poor</td><td>Poor</td></tr><tr><td>Conduction</td><td>Fluent</td><td>Good</td><td>Poor</td></tr><tr><td>Global</td><td>Non-fluent</td><td>Poor</td><td>Poor</td></tr><tr><td>Anomic</td><td>Fluent</td><td>Good</td><td>Good</td></tr><tr><td>Transcortical motor</td><td>Non-fluent</td><td>Good</td><td>Good</td></tr><tr><td>Transcortical sensory</td><td>Fluent</td><td>Poor</td><td>Good</td></tr></table>" +
            p(
              "In Broca's aphasia, named after Paul Broca, who described his patient Leborgne in 1861, speech is effortful and telegraphic, with content words and few grammatical words: 'Walk… dog… park'. Lesions typically involve the left inferior frontal region. In Wernicke's aphasia, described by Carl Wernicke in 1874, speech flows easily with normal prosody but is filled with paraphasias, substituted sounds or words, and sometimes neologisms, and the speaker is often unaware of the errors; lesions involve the posterior superior temporal region. Conduction aphasia, classically attributed to damage to the arcuate fasciculus or the supramarginal gyrus, is marked by phonemic paraphasias and repeated attempts to correct them, conduite d'approche. Anomic aphasia, with word-finding difficulty as the main problem, is the mildest and the commonest end point of recovery from other types.",
              "The syndromes are a useful shorthand, but many patients do not fit one neatly, and the profile changes during recovery. Treatment planning therefore rests on a detailed description of each person's strengths and impairments, not on the label alone.",
            ),
        },
      },
      {
        title: "The Dysarthrias",
        description: "The Mayo Clinic classification and the perceptual features of each type.",
        lesson: {
          title: "When the speech motor system is weak or uncoordinated",
          html: p(
            "Dysarthria is a group of motor speech disorders caused by weakness, paralysis, slowness, incoordination or abnormal tone of the muscles used for speech, resulting from damage to the central or peripheral nervous system. Unlike aphasia, language is intact; unlike apraxia of speech, the problem lies in the execution of movements rather than their planning. Every speech subsystem may be involved: respiration, phonation, resonance, articulation and prosody.",
            "Frederic Darley, Arnold Aronson and Joe Brown at the Mayo Clinic published the classification still in use in 1969, having rated recordings of patients with known neurological diagnoses on 38 perceptual dimensions. They found that each site of damage produced a characteristic cluster of features.",
            "Flaccid dysarthria follows damage to the lower motor neurons, the cranial or spinal nerves, and produces weakness, hypernasality with nasal emission, and a breathy voice. Spastic dysarthria follows bilateral upper motor neuron damage and gives a strained-strangled voice, slow rate and imprecise consonants. Ataxic dysarthria results from cerebellar damage and is marked by irregular articulatory breakdowns and excess and equal stress, sometimes described as a drunken quality. Hypokinetic dysarthria, associated with Parkinson's disease and the basal ganglia, combines reduced loudness, monopitch and monoloudness, imprecise consonants and short rushes of speech, sometimes with an accelerating rate. Hyperkinetic dysarthria, seen in Huntington's disease and the dystonias, shows unpredictable variations caused by involuntary movements. Unilateral upper motor neuron dysarthria, common after stroke, is usually mild, with imprecise articulation. Mixed dysarthrias combine types: amyotrophic lateral sclerosis characteristically produces a flaccid-spastic pattern because it affects both upper and lower motor neurons.",
            "The classification guides diagnosis, because the perceptual pattern can point to a neurological cause that has not yet been identified, and it guides treatment. In hypokinetic dysarthria, for instance, the Lee Silverman Voice Treatment (LSVT LOUD) trains patients to speak with greater vocal effort in an intensive programme of 16 sessions over four weeks, which also recalibrates their mistaken perception that normal loudness sounds too loud. In flaccid dysarthria with velopharyngeal weakness, a palatal lift prosthesis may reduce hypernasality where exercises cannot.",
          ),
        },
      },
      {
        title: "Apraxia of Speech",
        description: "A disorder of motor planning and how it differs from dysarthria and aphasia.",
        lesson: {
          title: "Knowing the word, losing the plan",
          html: p(
            "Apraxia of speech (AOS) is a disorder of the planning or programming of the movements for speech, in the absence of weakness or paralysis sufficient to explain it. The speaker knows the word and has the strength to produce it but cannot reliably assemble the sequence of movements that turns it into sound. Acquired AOS is usually caused by left-hemisphere stroke involving the premotor cortex, Broca's area or the insula, and it often co-occurs with Broca's aphasia, which is one reason the two were long confused. It is also the presenting feature of some neurodegenerative conditions, primary progressive apraxia of speech.",
            "Current diagnostic criteria emphasise a small set of core features: a slow overall rate of speech, with lengthened sounds and lengthened pauses between them; sound distortions, including distorted substitutions, in which an intended sound is replaced by a sound that is itself produced imperfectly; and disturbed prosody, with syllables segmented and stressed equally. Articulatory groping, visible searching movements of the lips and tongue before or during a word, and difficulty starting an utterance are common. Errors increase with the length and complexity of words, so 'cat' may be produced well while 'catastrophe' breaks down.",
            "Distinguishing AOS from its neighbours is a core clinical skill. In dysarthria, errors are largely distortions that are relatively consistent and accompanied by weakness or altered tone that affects non-speech movements as well. In the phonemic paraphasias of conduction aphasia, the substituted sounds are well articulated and produced at a normal rate, because the error lies in selecting sounds, not in moving to them. Non-verbal oral apraxia, difficulty producing movements such as blowing or clicking the tongue on command, often accompanies AOS but is a separate disorder.",
            "Treatment favours articulatory-kinematic approaches, which target the movements directly. Sound Production Treatment uses modelling, repetition, minimal-pair contrasts and integral stimulation, 'watch me, listen to me and say it with me', moving from imitation towards independent production. Principles of motor learning apply: many repetitions, practice at the edge of the person's ability, and feedback that is gradually reduced so that the speaker comes to rely on their own judgement.",
          ),
        },
      },
      {
        title: "Treating Aphasia",
        description: "Impairment-based and functional approaches and the evidence for intensity.",
        lesson: {
          title: "What works in aphasia therapy",
          html: p(
            "Aphasia therapy has a substantial evidence base. A Cochrane review by Marian Brady and colleagues, updated in 2016, concluded that speech and language therapy improves functional communication, reading and expressive language compared with no therapy, and that therapy given at high intensity, high dose or over a longer period may be more beneficial, though intensive schedules were also associated with more people dropping out.",
            "Impairment-based treatments target the language deficit itself. Semantic feature analysis helps with word retrieval: the person is guided to generate the features of a target, such as its category, use, location, properties and associations, strengthening the semantic network around the word so that it becomes easier to retrieve. Constraint-induced aphasia therapy, adapted by Friedemann Pulvermüller and colleagues in 2001 from constraint-induced movement therapy for the arm, combines massed practice, several hours a day for about two weeks, with a constraint that the person must communicate verbally rather than by gesture or writing, in language games played in small groups. Melodic intonation therapy, developed by Martin Albert, Robert Sparks and Nancy Helm in the early 1970s, uses intoned, rhythmic phrases with hand tapping to help people with severe non-fluent aphasia produce short utterances, drawing on the relatively preserved melodic abilities of the right side of the brain.",
            "Functional and social approaches aim at communication in daily life rather than at the deficit alone. Communication partner training teaches family members and staff to support conversation, for example by writing key words, checking understanding and giving time, an approach Aura Kagan developed as Supported Conversation for Adults with Aphasia. The Life Participation Approach to Aphasia puts the person's own goals for taking part in life at the centre of therapy.",
            "The two approaches are complementary. A typical programme might combine intensive word-retrieval practice targeted at the vocabulary the person needs for chosen activities with training for the spouse, and would measure outcomes on both the impairment and the person's participation, because gains on a naming test do not always transfer to conversation.",
          ),
        },
      },
    ],
  },
  {
    slug: "advanced-hydrology",
    discipline: "Hydrology",
    title: "Advanced Surface and Groundwater Hydrology",
    description:
      "Rainfall-runoff estimation, unit hydrograph theory, flood frequency analysis, sediment transport and groundwater flow to wells, for civil and environmental engineering students who have completed fluid mechanics.",
    level: "advanced",
    duration: "12 weeks",
    plantedGap: "sediment transport",
    modules: [
      {
        title: "Rainfall-Runoff Estimation",
        description: "The rational method and the SCS curve number method.",
        lesson: {
          title: "How much rain becomes runoff",
          html: p(
            "Only part of the rain that falls on a catchment becomes direct runoff; the rest is intercepted by vegetation, stored in depressions, infiltrated or evaporated. Two simple methods remain in everyday engineering use for estimating runoff from small catchments.",
            "The rational method estimates a peak discharge, Q = CiA. In SI units, with rainfall intensity i in millimetres per hour and area A in square kilometres, Q = 0.278CiA gives cubic metres per second. The runoff coefficient C ranges from about 0.1 to 0.3 for lawns and woodland to 0.7 to 0.95 for roofs and pavement. The intensity is taken for a storm whose duration equals the time of concentration, the time for runoff to travel from the hydraulically most distant point to the outlet, because at that duration the whole catchment contributes at once. For C = 0.6, i = 50 mm/h and A = 2 km², Q = 0.278 × 0.6 × 50 × 2 ≈ 16.7 m³/s. The method assumes uniform rainfall in time and space and ignores storage, so it is restricted to small catchments, typically up to a few square kilometres and often much less.",
            "The SCS curve number method, developed by the US Soil Conservation Service, now the Natural Resources Conservation Service, estimates the depth of runoff from a storm. The curve number CN, from 0 to 100, reflects the hydrologic soil group (A, sandy and well drained, to D, clayey and slow to infiltrate), the land cover and the antecedent moisture. The potential maximum retention is S = 25,400/CN − 254 in millimetres, the initial abstraction is usually taken as Ia = 0.2S, and for rainfall P greater than Ia the runoff depth is Q = (P − 0.2S)² / (P + 0.8S).",
            "For CN = 80, S = 317.5 − 254 = 63.5 mm and Ia = 12.7 mm. A storm of P = 100 mm then yields Q = (87.3)² / (100 + 50.8) = 7,621 / 150.8 ≈ 50.5 mm, about half the rainfall. If urbanisation raises CN to 90, S falls to 28.2 mm and the same storm yields about 73 mm. The method is empirical, and the ratio Ia = 0.2S has been questioned; some agencies now use 0.05S with adjusted curve numbers.",
          ),
        },
      },
      {
        title: "Unit Hydrograph Theory",
        description: "The unit hydrograph, its assumptions and convolution of effective rainfall.",
        lesson: {
          title: "From rainfall to a hydrograph",
          html: p(
            "Peak flow alone is often not enough: the design of a detention basin or a flood warning system needs the whole hydrograph, the discharge as a function of time. L. K. Sherman introduced the unit hydrograph in 1932. It is the direct runoff hydrograph produced by one unit of effective rainfall, for example 1 centimetre, falling uniformly over the catchment at a uniform rate during a specified duration D. A catchment therefore has a different unit hydrograph for each duration, such as a 1-hour or a 6-hour unit hydrograph.",
            "The theory rests on three assumptions. Linearity, or proportionality, states that effective rainfall of r units of duration D produces a hydrograph whose ordinates are r times those of the unit hydrograph, with the same time base. Superposition states that the hydrographs from successive blocks of rainfall add, each lagged by its starting time. Time invariance states that the catchment responds in the same way to the same rainfall whenever it falls. None is exactly true, since catchments respond non-linearly, more efficiently when wet, but the approximation works well enough to be the basis of much flood design.",
            "Applying the theory is a discrete convolution. Suppose a 1-hour unit hydrograph has ordinates of 0, 5, 12, 8, 3 and 0 m³/s per centimetre at hourly intervals, and a storm produces 2 cm of effective rainfall in the first hour and 1 cm in the second. The first block gives 0, 10, 24, 16, 6 and 0; the second, lagged by one hour, gives 0, 5, 12, 8, 3 and 0. Adding them, the direct runoff at hours 0 to 6 is 0, 10, 29, 28, 14, 3 and 0 m³/s, to which the baseflow is added to obtain the total hydrograph.",
            "A unit hydrograph is derived from records of an isolated storm by separating baseflow from the observed hydrograph and dividing the direct runoff by the depth of effective rainfall. To change its duration, the S-curve method sums an infinite series of lagged unit hydrographs to represent continuous rainfall, shifts the S-curve by the new duration and scales the difference. For ungauged catchments, synthetic unit hydrographs such as Snyder's, published in 1938, or the SCS dimensionless unit hydrograph relate the shape to catchment area, length and slope.",
          ),
        },
      },
      {
        title: "Flood Frequency Analysis",
        description: "Return periods, risk over a design life and fitting the Gumbel distribution.",
        lesson: {
          title: "The hundred-year flood",
          html: p(
            "Flood frequency analysis estimates how large a flood of a given rarity is at a site. The usual data are the annual maximum series, the largest instantaneous discharge in each year of record. A flood with an annual exceedance probability p has a return period T = 1/p; the '100-year flood' has a probability of 0.01 of being equalled or exceeded in any year. It does not occur once every hundred years, and two can occur in consecutive years.",
            "The risk that a flood of return period T will be exceeded at least once during a design life of n years is 1 − (1 − 1/T)^n. For the 100-year flood over a 30-year mortgage, this is 1 − 0.99^30 ≈ 0.26, roughly one chance in four. To limit the risk to 10 percent over 50 years, a design flood with a return period of about 475 years is needed.",
            "A probability distribution is fitted to the annual maxima to extrapolate beyond the record. The Gumbel, or extreme value type I, distribution is a classic choice. By the frequency factor method, the T-year flood is x_T = x̄ + K_T s, where x̄ and s are the mean and standard deviation of the annual maxima and K_T = −(√6/π)[0.5772 + ln(ln(T/(T − 1)))]. For T = 100, K_T ≈ 3.14. A river with a mean annual maximum of 250 m³/s and a standard deviation of 80 m³/s therefore has an estimated 100-year flood of about 250 + 3.14 × 80 ≈ 501 m³/s. In the United States, federal guidelines in Bulletin 17, most recently 17C, recommend instead the log-Pearson type III distribution fitted to the logarithms of the flows, with a weighted skew coefficient.",
            "Plotting positions let the fit be checked against the data. With the Weibull formula, the flood of rank m in n years, ranked from the largest, is plotted at an exceedance probability of m/(n + 1). Extrapolation is the weak point of the analysis: estimating a 500-year flood from 40 years of record carries wide confidence limits, and the method assumes that the series is stationary, which changes in land use, river regulation and climate can violate.",
          ),
        },
      },
      {
        title: "Groundwater Flow to Wells",
        description: "Darcy's law, aquifer properties and the Theis solution for a pumped well.",
        lesson: {
          title: "Darcy, Theis and the cone of depression",
          html: p(
            "In 1856 Henry Darcy, an engineer designing the public fountains of Dijon, found from experiments on sand filters that the flow of water through a porous medium is proportional to the hydraulic gradient. Darcy's law states that Q = −KA(dh/dl), where K is the hydraulic conductivity, A the cross-sectional area and dh/dl the change in hydraulic head with distance; the minus sign shows that water flows down the gradient. K ranges over many orders of magnitude, from more than 10^-2 m/s in clean gravel to below 10^-9 m/s in unfractured clay. The law holds for the slow, laminar flow typical of aquifers but breaks down in the turbulent flow that can occur near wells or in karst conduits.",
            "The specific discharge q = Q/A is not the speed at which water moves, because water flows only through the connected pores. The average linear, or seepage, velocity is v = q/n_e, where n_e is the effective porosity. With K = 10 m/day, a gradient of 0.005 and n_e = 0.25, q = 0.05 m/day and v = 0.2 m/day, so a dissolved contaminant carried by advection takes about 500 days to travel 100 metres.",
            "Pumping a well lowers the head around it, forming a cone of depression. For a confined aquifer, two properties govern the response: the transmissivity T = Kb, the product of conductivity and aquifer thickness, and the storativity S, the volume of water released per unit area per unit decline in head, which in confined aquifers is very small, typically 10^-5 to 10^-3. C. V. Theis published in 1935 the solution for the drawdown s at distance r and time t from a well pumped at constant rate Q: s = (Q / 4πT) W(u), where u = r²S / (4Tt) and W(u) is the well function, an exponential integral.",
            "When u is small, below about 0.01, the Cooper-Jacob approximation applies: s = (2.3Q / 4πT) log10(2.25Tt / r²S). Drawdown then increases by the same amount in every log cycle of time, so a plot of drawdown against the logarithm of time is a straight line. Its slope Δs per log cycle gives T = 2.3Q / (4πΔs), and its intercept on the time axis gives S. This makes the pumping test the standard field method for measuring aquifer properties.",
          ),
        },
      },
    ],
  },
  {
    slug: "radiographic-physics-protection",
    discipline: "Radiography",
    title: "Radiographic Physics and Radiation Protection",
    description:
      "X-ray production, exposure factors and the inverse square law, scatter and grids, fluoroscopy, and the principles and limits of radiation protection, for second-year diagnostic radiography students.",
    level: "advanced",
    duration: "12 weeks",
    plantedGap: "fluoroscopy",
    modules: [
      {
        title: "X-ray Production",
        description: "The X-ray tube, bremsstrahlung and characteristic radiation, and filtration.",
        lesson: {
          title: "Inside the tube",
          html: p(
            "An X-ray tube is an evacuated envelope containing a cathode and an anode. The cathode filament, a coil of tungsten, is heated by a current until electrons boil off its surface by thermionic emission. A high voltage, the kilovoltage peak (kVp), accelerates these electrons across the tube to strike the target on the anode, usually tungsten or a tungsten-rhenium alloy, chosen for its high atomic number and very high melting point. About 99 percent of the electrons' kinetic energy becomes heat and only about 1 percent becomes X-rays, which is why general radiography tubes use a rotating anode to spread the heat over a larger track.",
            "Two processes produce the X-rays. In bremsstrahlung, or braking radiation, an electron is deflected and slowed by the electric field of a target nucleus and loses energy as a photon. Because an electron can lose any amount of its energy, bremsstrahlung produces a continuous spectrum, from near zero up to a maximum equal to the kVp: a tube at 80 kVp produces photons of up to 80 keV. Bremsstrahlung makes up most of the beam at diagnostic energies. In characteristic radiation, an incoming electron ejects an inner-shell electron from a target atom, and an electron from an outer shell fills the vacancy, emitting a photon whose energy equals the difference between the binding energies of the two shells. The K-shell binding energy of tungsten is 69.5 keV, so K-characteristic radiation appears only above about 70 kVp, as sharp lines, the strongest near 59 keV.",
            "Low-energy photons are absorbed almost entirely in the patient's skin and superficial tissue, adding dose without contributing to the image. Filtration, usually aluminium, removes them and hardens the beam, raising its average energy; regulations commonly require total filtration of at least 2.5 mm aluminium equivalent for tubes operating above 70 kVp. The anode target is angled so that a large area absorbs the heat while the effective focal spot, seen from the patient, is small, the line-focus principle. One consequence is the anode heel effect: X-rays leaving towards the anode side pass through more target material and are weaker, so the thicker part of an anatomical region is placed towards the cathode.",
          ),
        },
      },
      {
        title: "Exposure Factors and the Inverse Square Law",
        description: "The roles of mAs and kVp, the 15 percent rule and correcting for distance.",
        lesson: {
          title: "Setting the exposure",
          html: p(
            "The radiographer controls the beam mainly through three factors: the tube current in milliamperes (mA), the exposure time in seconds, and the kVp. The product mA × s, the mAs, sets the number of electrons crossing the tube and therefore the quantity of X-ray photons: doubling the mAs doubles the number of photons and the exposure at the receptor, without changing their energy. The kVp sets the energy of the photons and so their penetrating power, and also increases their number, roughly with the square of the kVp.",
            "Because kVp affects both quantity and penetration, a small change has a large effect. The 15 percent rule states that increasing the kVp by 15 percent has about the same effect on receptor exposure as doubling the mAs. An exposure of 70 kVp at 20 mAs can therefore be replaced by about 80 kVp at 10 mAs. The higher-kVp exposure gives the patient a lower dose, because more photons pass through the body instead of being absorbed, but it lowers subject contrast, since the difference in attenuation between tissues shrinks as photon energy rises and more scatter is produced. Technique charts balance these effects for each examination and body part.",
            "X-ray intensity from a point source falls with the square of the distance, because the same photons spread over an area that grows with the square of the distance. Doubling the distance from the focal spot reduces the intensity to a quarter. When the source-to-image distance (SID) is changed, the mAs must be changed to keep the receptor exposure the same, in proportion to the square of the distances: mAs₂ = mAs₁ × (d₂/d₁)². For example, if a lateral cervical spine has been radiographed well at 100 cm with 10 mAs and the view must be repeated at 180 cm to reduce magnification, the new mAs is 10 × (180/100)² = 10 × 3.24 = 32.4 mAs.",
            "The same law governs staff safety. A radiographer standing 2 metres from a scattering patient receives about a quarter of the exposure received at 1 metre, which is why distance is one of the three basic protective measures.",
          ),
        },
      },
      {
        title: "Scatter and Grids",
        description: "How X-rays interact with the patient and how scatter is removed from the image.",
        lesson: {
          title: "Keeping contrast",
          html: p(
            "In the diagnostic range, two interactions between X-ray photons and the patient dominate. In photoelectric absorption, a photon gives all its energy to an inner-shell electron and disappears. Its probability rises steeply with atomic number, roughly as Z³, and falls steeply with photon energy, roughly as 1/E³, which is why bone, with calcium, absorbs much more than soft tissue, and why iodine and barium make good contrast agents. Photoelectric absorption produces the contrast in the image. In Compton scattering, a photon interacts with an outer-shell electron, loses part of its energy and continues in a new direction. Compton scatter dominates in soft tissue at most diagnostic energies and depends mainly on the electron density, not on atomic number, so it contributes little contrast.",
            "Scattered photons that reach the image receptor carry no useful information; they add a uniform fog that reduces contrast, and scatter from the patient is the main source of occupational exposure for staff. Scatter increases with the volume of tissue irradiated and with kVp. It is reduced first by collimating the beam tightly to the area of interest, which also lowers the patient's dose, and by compressing tissue, for example in mammography.",
            "The antiscatter grid, introduced by Gustav Bucky in 1913, is a plate of thin lead strips separated by radiolucent interspace material, placed between the patient and the receptor. Primary photons travel in line with the strips and pass between them, while most scattered photons arrive obliquely and are absorbed. The grid ratio is the height of the strips divided by the width of the interspace; a 12:1 grid removes more scatter than an 8:1 grid but demands more exposure and more accurate centring. The Bucky factor, the ratio of the exposure needed with the grid to that without it, is typically around 3 to 5, so grids raise the patient's dose and are used only where the part is thick enough, roughly over 10 centimetres, to produce substantial scatter.",
            "Most grids are focused, with strips angled towards the focal spot, and must be used within their stated range of distances. Used at the wrong distance, off centre or upside down, a focused grid absorbs primary radiation as well, an error called grid cut-off, which appears as loss of density across part or all of the image.",
          ),
        },
      },
      {
        title: "Radiation Protection",
        description: "Biological effects, the principles of protection and dose limits.",
        lesson: {
          title: "Justification, optimisation and limits",
          html: p(
            "Ionising radiation damages cells chiefly by breaking DNA. Its effects are divided into two kinds. Deterministic effects, now called tissue reactions, occur only above a threshold dose and become more severe as the dose increases; skin erythema after about 2 gray and cataract are examples, and they are seen in diagnostic imaging only after unusually long or repeated procedures. Stochastic effects, cancer and heritable effects, have a probability that increases with dose, while their severity does not. For protection purposes it is assumed, following the linear no-threshold model, that any dose carries some risk.",
            "The International Commission on Radiological Protection (ICRP) sets out three principles. Justification requires that every exposure does more good than harm: an examination is justified only when its result is expected to change the patient's management. Optimisation requires doses to be as low as reasonably achievable (ALARA) consistent with the clinical purpose, through correct technique, collimation, shielding and avoiding repeats. Dose limitation applies to occupational and public exposure, but not to patients, whose benefit is judged case by case.",
            "The ICRP's recommended limits for occupationally exposed workers are an effective dose of 20 millisieverts a year, averaged over five years, with no more than 50 mSv in any single year, and an equivalent dose to the lens of the eye of 20 mSv a year averaged over five years. The limit for members of the public is 1 mSv a year. For scale, the worldwide average dose from natural background radiation is about 2.4 mSv a year, a chest radiograph gives around 0.02 mSv and a CT scan of the abdomen and pelvis around 10 mSv, equivalent to several years of background.",
            "Staff protect themselves by time, distance and shielding: minimising time near the beam, standing as far away as practicable and using lead aprons, typically of 0.25 to 0.5 mm lead equivalent, and protective screens. Patients of childbearing age are asked about possible pregnancy before examinations that irradiate the pelvis, because the embryo and fetus are particularly sensitive, and the examination is postponed or modified where the risk outweighs the benefit.",
          ),
        },
      },
    ],
  },
];
