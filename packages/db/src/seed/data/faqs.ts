import type { faqs } from '../../schema/index';

export type FaqSeed = Omit<typeof faqs.$inferInsert, 'id'>;

export const FAQ_CATEGORIES = ['shipping', 'account', 'customs', 'payments'] as const;

type FaqCategory = (typeof FAQ_CATEGORIES)[number];

/**
 * Answers follow the figures of spec section 9 (free storage, chargeable weight, duty
 * thresholds, liability, tracking limit); when one of those figures changes, change the text.
 */
const FAQ_ENTRIES: (Omit<FaqSeed, 'sortOrder' | 'category'> & { category: FaqCategory })[] = [
  {
    code: 'suite-address',
    category: 'account',
    question: {
      'en-US': 'How does my suite address work?',
      no: 'Hvordan fungerer suiteadressen min?',
      fr: 'Comment fonctionne mon adresse de suite ?',
      'ar-AE': 'كيف يعمل عنوان صندوقي الشخصي (Suite)؟',
    },
    answer: {
      'en-US':
        'When your account is approved you get a personal suite number at each of our warehouses in the United States, the United Kingdom and the United Arab Emirates. Shop online with the warehouse address as the delivery address and your suite number on the second line. We receive the package, add it to your suite and send you an e-mail.',
      no: 'Når kontoen din er godkjent, får du et personlig suitenummer ved hvert av lagrene våre i USA, Storbritannia og De forente arabiske emirater. Handle på nett med lageradressen som leveringsadresse og suitenummeret ditt på andre linje. Vi tar imot pakken, legger den inn i suiten din og sender deg en e-post.',
      fr: "Une fois votre compte approuvé, vous recevez un numéro de suite personnel dans chacun de nos entrepôts aux États-Unis, au Royaume-Uni et aux Émirats arabes unis. Achetez en ligne en indiquant l'adresse de l'entrepôt comme adresse de livraison et votre numéro de suite sur la deuxième ligne. Nous réceptionnons le colis, l'ajoutons à votre suite et vous envoyons un e-mail.",
      'ar-AE':
        'بعد الموافقة على حسابك، تحصل على رقم صندوق شخصي (Suite) في كل مستودع من مستودعاتنا في الولايات المتحدة والمملكة المتحدة والإمارات العربية المتحدة. عند التسوق عبر الإنترنت، استخدم عنوان المستودع عنوانًا للتوصيل واكتب رقم صندوقك في السطر الثاني. نستلم الطرد ونضيفه إلى صندوقك ونرسل إليك رسالة بالبريد الإلكتروني.',
    },
  },
  {
    code: 'free-storage',
    category: 'shipping',
    question: {
      'en-US': 'How long can my packages stay at the warehouse?',
      no: 'Hvor lenge kan pakkene mine bli liggende på lageret?',
      fr: "Combien de temps mes colis peuvent-ils rester à l'entrepôt ?",
      'ar-AE': 'كم من الوقت يمكن أن تبقى طرودي في المستودع؟',
    },
    answer: {
      'en-US':
        'Storage is free for 30 days from the day a package arrives. After that, a storage fee is charged for each extra day until the package ships. Your suite shows the free days remaining for every package.',
      no: 'Lagring er gratis i 30 dager fra dagen pakken ankommer. Deretter betaler du et lagringsgebyr for hver ekstra dag til pakken sendes. Suiten din viser hvor mange gratisdager som gjenstår for hver pakke.',
      fr: "Le stockage est gratuit pendant 30 jours à compter de l'arrivée du colis. Ensuite, des frais de stockage sont facturés pour chaque jour supplémentaire jusqu'à l'expédition. Votre suite indique le nombre de jours gratuits restants pour chaque colis.",
      'ar-AE':
        'التخزين مجاني لمدة 30 يومًا من يوم وصول الطرد. بعد ذلك تُحتسب رسوم تخزين عن كل يوم إضافي حتى يتم شحن الطرد. ويعرض صندوقك عدد أيام التخزين المجاني المتبقية لكل طرد.',
    },
  },
  {
    code: 'chargeable-weight',
    category: 'shipping',
    question: {
      'en-US': 'How is the weight I pay for calculated?',
      no: 'Hvordan beregnes vekten jeg betaler for?',
      fr: 'Comment le poids facturé est-il calculé ?',
      'ar-AE': 'كيف يُحتسب الوزن الذي أدفع مقابله؟',
    },
    answer: {
      'en-US':
        'We charge on the actual weight, rounded up to the next 0.5 kg. If the length, width and height of a box add up to more than 200 cm, we also work out its volumetric weight (L × W × H ÷ 6000 in centimeters, or ÷ 166 in inches) and charge on whichever is higher.',
      no: 'Vi tar betalt etter faktisk vekt, rundet opp til nærmeste 0,5 kg. Hvis lengde, bredde og høyde på en eske til sammen er mer enn 200 cm, beregner vi også volumvekten (L × B × H ÷ 6000 i centimeter, eller ÷ 166 i tommer) og tar betalt etter den høyeste.',
      fr: "Nous facturons le poids réel, arrondi au demi-kilo supérieur. Si la somme de la longueur, de la largeur et de la hauteur d'un carton dépasse 200 cm, nous calculons aussi son poids volumétrique (L × l × H ÷ 6000 en centimètres, ou ÷ 166 en pouces) et facturons le plus élevé des deux.",
      'ar-AE':
        'نحتسب الرسوم على أساس الوزن الفعلي مقرّبًا إلى أقرب 0.5 كغ أعلى. وإذا تجاوز مجموع طول الصندوق وعرضه وارتفاعه 200 سم، نحسب أيضًا الوزن الحجمي (الطول × العرض × الارتفاع ÷ 6000 بالسنتيمتر، أو ÷ 166 بالبوصة) ونعتمد الوزن الأعلى.',
    },
  },
  {
    code: 'consolidation',
    category: 'shipping',
    question: {
      'en-US': 'Can I combine several packages into one shipment?',
      no: 'Kan jeg samle flere pakker i én forsendelse?',
      fr: 'Puis-je regrouper plusieurs colis en un seul envoi ?',
      'ar-AE': 'هل يمكنني تجميع عدة طرود في شحنة واحدة؟',
    },
    answer: {
      'en-US':
        'Yes. Select the packages that are ready to send at the same warehouse and create one ship request. We repack them into as few boxes as possible, which usually lowers the price.',
      no: 'Ja. Velg pakkene som er klare til sending på samme lager, og opprett én forsendelsesforespørsel. Vi pakker dem om i så få esker som mulig, noe som vanligvis gir lavere pris.',
      fr: "Oui. Sélectionnez les colis prêts à être expédiés dans le même entrepôt et créez une seule demande d'expédition. Nous les reconditionnons dans le moins de cartons possible, ce qui réduit généralement le prix.",
      'ar-AE':
        'نعم. اختر الطرود الجاهزة للإرسال في المستودع نفسه وأنشئ طلب شحن واحدًا. نعيد تغليفها في أقل عدد ممكن من الصناديق، مما يخفض السعر عادةً.',
    },
  },
  {
    code: 'delivery-time',
    category: 'shipping',
    question: {
      'en-US': 'How long does delivery take?',
      no: 'Hvor lang tid tar leveringen?',
      fr: 'Quel est le délai de livraison ?',
      'ar-AE': 'كم يستغرق التوصيل؟',
    },
    answer: {
      'en-US':
        'The standard service takes 5 to 7 working days from the day your shipment leaves the warehouse, including customs clearance at the destination. Shipments waiting for documents or duties take longer.',
      no: 'Standardtjenesten tar 5 til 7 virkedager fra dagen forsendelsen forlater lageret, inkludert tollklarering i mottakerlandet. Forsendelser som venter på dokumenter eller avgifter, tar lengre tid.',
      fr: "Le service standard prend de 5 à 7 jours ouvrés à partir du départ de l'entrepôt, dédouanement à destination compris. Les envois en attente de documents ou du paiement des droits prennent plus de temps.",
      'ar-AE':
        'تستغرق الخدمة القياسية من 5 إلى 7 أيام عمل من يوم مغادرة الشحنة للمستودع، بما في ذلك التخليص الجمركي في بلد الوجهة. وتستغرق الشحنات التي تنتظر مستندات أو رسومًا وقتًا أطول.',
    },
  },
  {
    code: 'duties-and-vat',
    category: 'customs',
    question: {
      'en-US': 'Will I pay customs duty and VAT?',
      no: 'Må jeg betale toll og merverdiavgift?',
      fr: 'Vais-je payer des droits de douane et la TVA ?',
      'ar-AE': 'هل سأدفع رسومًا جمركية وضريبة القيمة المضافة؟',
    },
    answer: {
      'en-US':
        "Customs duty of 5% applies when a shipment is worth more than the destination's threshold: AED 1,000 in the UAE, KWD 100 in Kuwait (plus a KWD 1 administration fee) and SAR 500 in Saudi Arabia. VAT of 5% is charged on the value plus insurance, freight and duties. Both appear on your invoice before you pay.",
      no: 'Toll på 5 % gjelder når en forsendelse er verdt mer enn grensen i mottakerlandet: AED 1 000 i De forente arabiske emirater, KWD 100 i Kuwait (pluss et administrasjonsgebyr på KWD 1) og SAR 500 i Saudi-Arabia. Merverdiavgift på 5 % beregnes av verdien pluss forsikring, frakt og toll. Begge vises på fakturaen før du betaler.',
      fr: "Des droits de douane de 5 % s'appliquent lorsqu'un envoi dépasse le seuil du pays de destination : 1 000 AED aux Émirats arabes unis, 100 KWD au Koweït (plus 1 KWD de frais administratifs) et 500 SAR en Arabie saoudite. La TVA de 5 % est calculée sur la valeur, majorée de l'assurance, du fret et des droits. Les deux figurent sur votre facture avant le paiement.",
      'ar-AE':
        'تُفرض رسوم جمركية بنسبة 5% عندما تتجاوز قيمة الشحنة الحد المعتمد في بلد الوجهة: 1,000 درهم في الإمارات، و100 دينار في الكويت (إضافةً إلى رسوم إدارية قدرها دينار واحد)، و500 ريال في السعودية. وتُحتسب ضريبة القيمة المضافة بنسبة 5% على القيمة مضافًا إليها التأمين والشحن والرسوم الجمركية. ويظهر المبلغان في فاتورتك قبل الدفع.',
    },
  },
  {
    code: 'prohibited-items',
    category: 'customs',
    question: {
      'en-US': "Which items can't I ship?",
      no: 'Hvilke varer kan jeg ikke sende?',
      fr: 'Quels articles ne puis-je pas expédier ?',
      'ar-AE': 'ما المواد التي لا يمكنني شحنها؟',
    },
    answer: {
      'en-US':
        'Each destination has its own list of prohibited and restricted items: weapons and narcotics everywhere, alcohol in the Gulf countries, pork products in Kuwait and Saudi Arabia, and dangerous goods such as loose lithium batteries and aerosols. Check the Prohibited items page for your destination before you buy.',
      no: 'Hvert mottakerland har sin egen liste over forbudte og begrensede varer: våpen og narkotika overalt, alkohol i Gulf-landene, svinekjøttprodukter i Kuwait og Saudi-Arabia, og farlig gods som løse litiumbatterier og aerosolbokser. Sjekk siden for forbudte varer for ditt mottakerland før du handler.',
      fr: "Chaque destination a sa propre liste d'articles interdits et réglementés : les armes et les stupéfiants partout, l'alcool dans les pays du Golfe, les produits à base de porc au Koweït et en Arabie saoudite, et les marchandises dangereuses comme les batteries au lithium seules et les aérosols. Consultez la page des articles interdits pour votre destination avant d'acheter.",
      'ar-AE':
        'لكل بلد وجهة قائمته الخاصة بالمواد المحظورة والمقيدة: الأسلحة والمخدرات في كل مكان، والكحول في دول الخليج، ومنتجات لحم الخنزير في الكويت والسعودية، والبضائع الخطرة مثل بطاريات الليثيوم المنفصلة وعلب الرش. راجع صفحة المواد المحظورة الخاصة بوجهتك قبل الشراء.',
    },
  },
  {
    code: 'tracking',
    category: 'shipping',
    question: {
      'en-US': 'How do I track my shipment?',
      no: 'Hvordan sporer jeg forsendelsen min?',
      fr: 'Comment suivre mon envoi ?',
      'ar-AE': 'كيف أتتبع شحنتي؟',
    },
    answer: {
      'en-US':
        'Enter the air waybill number or the XWF order number on the tracking page. You can track up to 10 numbers at once, separated by commas or line breaks.',
      no: 'Skriv inn flyfraktbrevnummeret eller XWF-ordrenummeret på sporingssiden. Du kan spore opptil 10 numre samtidig, atskilt med komma eller linjeskift.',
      fr: "Saisissez le numéro de lettre de transport aérien ou le numéro de commande XWF sur la page de suivi. Vous pouvez suivre jusqu'à 10 numéros à la fois, séparés par des virgules ou des retours à la ligne.",
      'ar-AE':
        'أدخل رقم بوليصة الشحن الجوي أو رقم الطلب الذي يبدأ بـ XWF في صفحة التتبع. يمكنك تتبع ما يصل إلى 10 أرقام في وقت واحد، مفصولة بفواصل أو بأسطر جديدة.',
    },
  },
  {
    code: 'payment-methods',
    category: 'payments',
    question: {
      'en-US': 'How can I pay for my shipment?',
      no: 'Hvordan kan jeg betale for forsendelsen?',
      fr: 'Comment puis-je payer mon envoi ?',
      'ar-AE': 'كيف يمكنني دفع تكلفة شحنتي؟',
    },
    answer: {
      'en-US':
        'Pay by credit or debit card when you submit your ship request. Saved cards are kept by our payment provider; we only store the card brand, the last four digits and the expiry date. A ship request cannot be canceled once it is paid.',
      no: 'Betal med kreditt- eller debetkort når du sender inn forsendelsesforespørselen. Lagrede kort oppbevares hos betalingsleverandøren vår; vi lagrer bare korttype, de fire siste sifrene og utløpsdatoen. En forsendelsesforespørsel kan ikke kanselleres etter at den er betalt.',
      fr: "Payez par carte de crédit ou de débit lorsque vous soumettez votre demande d'expédition. Les cartes enregistrées sont conservées par notre prestataire de paiement ; nous ne gardons que le réseau de la carte, les quatre derniers chiffres et la date d'expiration. Une demande d'expédition ne peut plus être annulée une fois payée.",
      'ar-AE':
        'ادفع ببطاقة الائتمان أو الخصم عند إرسال طلب الشحن. يحتفظ مزوّد خدمة الدفع لدينا بالبطاقات المحفوظة، ولا نخزّن سوى نوع البطاقة وآخر أربعة أرقام وتاريخ الانتهاء. ولا يمكن إلغاء طلب الشحن بعد دفعه.',
    },
  },
  {
    code: 'loss-and-liability',
    category: 'payments',
    question: {
      'en-US': 'What if my shipment is lost or damaged?',
      no: 'Hva skjer hvis forsendelsen min blir borte eller skadet?',
      fr: 'Que se passe-t-il si mon envoi est perdu ou endommagé ?',
      'ar-AE': 'ماذا يحدث إذا فُقدت شحنتي أو تضررت؟',
    },
    answer: {
      'en-US':
        'Every shipment is covered up to USD 100, or GBP 75 from the UK warehouse. For valuable shipments you can buy extended liability for each further USD 100 or GBP 75 of declared value: AED 16, SAR 16 or KWD 1.33 per step. Report a loss through the contact form with your tracking number.',
      no: 'Hver forsendelse er dekket med opptil USD 100, eller GBP 75 fra lageret i Storbritannia. For verdifulle forsendelser kan du kjøpe utvidet ansvar for hver ytterligere USD 100 eller GBP 75 av deklarert verdi: AED 16, SAR 16 eller KWD 1,33 per trinn. Meld fra om tap via kontaktskjemaet med sporingsnummeret ditt.',
      fr: "Chaque envoi est couvert jusqu'à 100 USD, ou 75 GBP depuis l'entrepôt du Royaume-Uni. Pour les envois de valeur, vous pouvez souscrire une responsabilité étendue par tranche supplémentaire de 100 USD ou 75 GBP de valeur déclarée : 16 AED, 16 SAR ou 1,33 KWD par tranche. Signalez une perte via le formulaire de contact avec votre numéro de suivi.",
      'ar-AE':
        'كل شحنة مغطاة حتى 100 دولار أمريكي، أو 75 جنيهًا إسترلينيًا عند الشحن من مستودع المملكة المتحدة. وللشحنات الثمينة يمكنك شراء تغطية مسؤولية إضافية عن كل 100 دولار أو 75 جنيهًا إضافية من القيمة المصرح بها: 16 درهمًا أو 16 ريالًا أو 1.33 دينار لكل شريحة. أبلغ عن أي فقدان عبر نموذج التواصل مع ذكر رقم التتبع.',
    },
  },
  {
    code: 'business-account',
    category: 'account',
    question: {
      'en-US': 'Can I open an account for my company?',
      no: 'Kan jeg åpne en konto for bedriften min?',
      fr: 'Puis-je ouvrir un compte pour mon entreprise ?',
      'ar-AE': 'هل يمكنني فتح حساب لشركتي؟',
    },
    answer: {
      'en-US':
        'Yes. Register, then apply for a business account with your trade license and tax registration number. Once our team approves it, you receive a Customer ID and can upload bookings by spreadsheet and open the reports page.',
      no: 'Ja. Registrer deg, og søk deretter om bedriftskonto med handelslisens og mva-registreringsnummer. Når teamet vårt har godkjent søknaden, får du en kunde-ID og kan laste opp bestillinger med regneark og åpne rapportsiden.',
      fr: "Oui. Inscrivez-vous, puis demandez un compte professionnel avec votre licence commerciale et votre numéro d'identification fiscale. Une fois la demande approuvée par notre équipe, vous recevez un identifiant client et pouvez importer des réservations par tableur et accéder à la page des rapports.",
      'ar-AE':
        'نعم. سجّل أولًا، ثم قدّم طلبًا لحساب أعمال مرفقًا بالرخصة التجارية ورقم التسجيل الضريبي. بعد موافقة فريقنا، تحصل على رقم عميل (Customer ID) ويمكنك تحميل الحجوزات عبر جداول البيانات والدخول إلى صفحة التقارير.',
    },
  },
];

export const FAQS: FaqSeed[] = FAQ_ENTRIES.map((faq, index) => ({ ...faq, sortOrder: index + 1 }));
