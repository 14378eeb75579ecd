import type { LocalizedText } from '@skyparcel/domain/locale';
import type { prohibitedItems } from '../../schema/index';

export type ProhibitedItemSeed = Omit<typeof prohibitedItems.$inferInsert, 'id'>;

type ItemText = { name: LocalizedText; note: LocalizedText };
type RestrictionKind = ProhibitedItemSeed['kind'];

/**
 * What each item is and why it is held back, written once and shared by every country that
 * lists it, so a translation fix reaches all of them.
 */
const ITEMS = {
  firearms: {
    name: {
      'en-US': 'Firearms, ammunition and replicas',
      no: 'Skytevåpen, ammunisjon og kopier',
      fr: 'Armes à feu, munitions et répliques',
      'ar-AE': 'الأسلحة النارية والذخيرة والنسخ المقلدة منها',
    },
    note: {
      'en-US': 'Real, replica and toy guns, ammunition and parts of any of them cannot be shipped.',
      no: 'Ekte våpen, kopier og lekevåpen, ammunisjon og deler til noen av disse kan ikke sendes.',
      fr: 'Les armes réelles, les répliques et les armes jouets, les munitions et leurs pièces ne peuvent pas être expédiées.',
      'ar-AE':
        'لا يمكن شحن الأسلحة الحقيقية أو المقلدة أو أسلحة الألعاب، ولا الذخيرة أو أي قطع منها.',
    },
  },
  explosives: {
    name: {
      'en-US': 'Explosives and fireworks',
      no: 'Eksplosiver og fyrverkeri',
      fr: "Explosifs et feux d'artifice",
      'ar-AE': 'المتفجرات والألعاب النارية',
    },
    note: {
      'en-US':
        'Fireworks, flares, party poppers and anything else that can explode are dangerous goods and are never accepted.',
      no: 'Fyrverkeri, nødbluss, konfettikanoner og alt annet som kan eksplodere, er farlig gods og tas aldri imot.',
      fr: "Les feux d'artifice, fusées de détresse, canons à confettis et tout ce qui peut exploser sont des marchandises dangereuses et ne sont jamais acceptés.",
      'ar-AE':
        'الألعاب النارية والشعلات ومفرقعات الحفلات وكل ما يمكن أن ينفجر تُعد بضائع خطرة ولا تُقبل أبدًا.',
    },
  },
  narcotics: {
    name: {
      'en-US': 'Narcotics and illegal drugs',
      no: 'Narkotika og ulovlige rusmidler',
      fr: 'Stupéfiants et drogues illicites',
      'ar-AE': 'المخدرات والمؤثرات العقلية غير المشروعة',
    },
    note: {
      'en-US':
        'Illegal drugs and drug paraphernalia are forbidden; importing them is a criminal offense.',
      no: 'Ulovlige rusmidler og brukerutstyr er forbudt; innførsel er straffbart.',
      fr: "Les drogues illicites et l'attirail de consommation sont interdits ; leur importation constitue une infraction pénale.",
      'ar-AE': 'يُحظر إدخال المخدرات وأدوات تعاطيها، ويُعد استيرادها جريمة جنائية.',
    },
  },
  'poppy-seeds': {
    name: {
      'en-US': 'Poppy seeds',
      no: 'Valmuefrø',
      fr: 'Graines de pavot',
      'ar-AE': 'بذور الخشخاش',
    },
    note: {
      'en-US':
        'Classed as a controlled substance, including bakery products and spice mixes that contain them.',
      no: 'Regnes som et kontrollert stoff, også i bakevarer og krydderblandinger som inneholder dem.',
      fr: "Classées comme substance contrôlée, y compris dans les produits de boulangerie et les mélanges d'épices qui en contiennent.",
      'ar-AE': 'تُصنف مادةً خاضعة للرقابة، بما في ذلك المخبوزات وخلطات التوابل التي تحتوي عليها.',
    },
  },
  counterfeit: {
    name: {
      'en-US': 'Counterfeit goods',
      no: 'Forfalskede varer',
      fr: 'Contrefaçons',
      'ar-AE': 'البضائع المقلدة',
    },
    note: {
      'en-US':
        'Fake branded goods are seized by customs and destroyed, and the shipment may be fined.',
      no: 'Falske merkevarer beslaglegges av tollvesenet og destrueres, og forsendelsen kan bli bøtelagt.',
      fr: "Les produits de marque contrefaits sont saisis par la douane et détruits, et l'envoi peut faire l'objet d'une amende.",
      'ar-AE':
        'تصادر الجمارك السلع المقلدة التي تحمل علامات تجارية وتتلفها، وقد تُفرض غرامة على الشحنة.',
    },
  },
  gambling: {
    name: {
      'en-US': 'Gambling devices',
      no: 'Gamblingutstyr',
      fr: "Appareils de jeux d'argent",
      'ar-AE': 'أدوات ومعدات القمار',
    },
    note: {
      'en-US': 'Roulette wheels, slot machines, casino chips and similar equipment are forbidden.',
      no: 'Rulettbord, spilleautomater, kasinosjetonger og lignende utstyr er forbudt.',
      fr: 'Les roulettes, machines à sous, jetons de casino et équipements similaires sont interdits.',
      'ar-AE': 'يُحظر إدخال عجلات الروليت وآلات القمار ورقائق الكازينو وما شابهها من معدات.',
    },
  },
  'obscene-material': {
    name: {
      'en-US': 'Obscene and indecent material',
      no: 'Pornografisk og uanstendig materiale',
      fr: 'Contenus obscènes et indécents',
      'ar-AE': 'المواد الإباحية والمخلة بالآداب',
    },
    note: {
      'en-US':
        'Printed, recorded and digital material contrary to public morals is confiscated at customs.',
      no: 'Trykt, innspilt og digitalt materiale som strider mot offentlig moral, blir konfiskert i tollen.',
      fr: 'Les documents imprimés, enregistrés ou numériques contraires aux bonnes mœurs sont confisqués à la douane.',
      'ar-AE': 'تصادر الجمارك المواد المطبوعة والمسجلة والرقمية المخالفة للآداب العامة.',
    },
  },
  'surveillance-equipment': {
    name: {
      'en-US': 'Surveillance equipment and signal jammers',
      no: 'Overvåkingsutstyr og signalblokkere',
      fr: 'Matériel de surveillance et brouilleurs de signal',
      'ar-AE': 'معدات المراقبة وأجهزة التشويش على الإشارات',
    },
    note: {
      'en-US':
        'Hidden cameras, covert listening devices and GPS or mobile-signal jammers are forbidden.',
      no: 'Skjulte kameraer, avlyttingsutstyr og blokkere for GPS- eller mobilsignal er forbudt.',
      fr: "Les caméras cachées, dispositifs d'écoute clandestins et brouilleurs GPS ou de téléphonie mobile sont interdits.",
      'ar-AE':
        'يُحظر إدخال الكاميرات الخفية وأجهزة التنصت وأجهزة التشويش على إشارات الهاتف المحمول أو نظام تحديد المواقع.',
    },
  },
  'military-equipment': {
    name: {
      'en-US': 'Military and police equipment',
      no: 'Militært utstyr og politiutstyr',
      fr: 'Équipements militaires et policiers',
      'ar-AE': 'المعدات العسكرية ومعدات الشرطة',
    },
    note: {
      'en-US':
        'Uniforms, insignia, body armor, night-vision devices and handcuffs are not accepted.',
      no: 'Uniformer, distinksjoner, skuddsikre vester, nattsynsutstyr og håndjern tas ikke imot.',
      fr: 'Les uniformes, insignes, gilets pare-balles, appareils de vision nocturne et menottes ne sont pas acceptés.',
      'ar-AE': 'لا تُقبل الأزياء الرسمية والشارات والدروع الواقية وأجهزة الرؤية الليلية والأصفاد.',
    },
  },
  knives: {
    name: {
      'en-US': 'Knives and bladed weapons',
      no: 'Kniver og stikkvåpen',
      fr: 'Couteaux et armes blanches',
      'ar-AE': 'السكاكين والأسلحة البيضاء',
    },
    note: {
      'en-US':
        'Swords, daggers, switchblades, crossbows, stun guns and pepper spray are forbidden; kitchen knives in retail packaging are accepted.',
      no: 'Sverd, dolker, springkniver, armbrøster, elektrosjokkvåpen og pepperspray er forbudt; kjøkkenkniver i butikkemballasje tas imot.',
      fr: "Les épées, poignards, couteaux à cran d'arrêt, arbalètes, pistolets à impulsion électrique et bombes au poivre sont interdits ; les couteaux de cuisine dans leur emballage d'origine sont acceptés.",
      'ar-AE':
        'يُحظر شحن السيوف والخناجر والسكاكين ذات النابض والأقواس والمسدسات الصاعقة ورذاذ الفلفل، بينما تُقبل سكاكين المطبخ في عبوتها الأصلية.',
    },
  },
  'e-cigarettes': {
    name: {
      'en-US': 'Electronic cigarettes and vaping liquids',
      no: 'E-sigaretter og væske til damping',
      fr: 'Cigarettes électroniques et e-liquides',
      'ar-AE': 'السجائر الإلكترونية وسوائل التدخين الإلكتروني',
    },
    note: {
      'en-US':
        'Devices are accepted only with the battery installed; refill liquids containing nicotine cannot be shipped.',
      no: 'Enheter tas bare imot med batteriet montert; påfyllingsvæske med nikotin kan ikke sendes.',
      fr: "Les appareils ne sont acceptés qu'avec la batterie installée ; les recharges de liquide contenant de la nicotine ne peuvent pas être expédiées.",
      'ar-AE':
        'تُقبل الأجهزة فقط إذا كانت البطارية مركبة فيها، ولا يمكن شحن سوائل إعادة التعبئة المحتوية على النيكوتين.',
    },
  },
  drones: {
    name: {
      'en-US': 'Drones',
      no: 'Droner',
      fr: 'Drones et aéronefs télépilotés',
      'ar-AE': 'الطائرات المسيّرة (الدرون)',
    },
    note: {
      'en-US':
        "Importing a drone needs prior approval from the destination's civil aviation authority; we hold the package until the permit is uploaded.",
      no: 'Innførsel av drone krever forhåndsgodkjenning fra luftfartsmyndigheten i mottakerlandet; vi holder pakken til tillatelsen er lastet opp.',
      fr: "L'importation d'un drone nécessite l'accord préalable de l'autorité de l'aviation civile du pays de destination ; nous conservons le colis jusqu'au téléversement de l'autorisation.",
      'ar-AE':
        'يتطلب استيراد الطائرة المسيّرة موافقة مسبقة من هيئة الطيران المدني في بلد الوجهة، ونحتفظ بالطرد حتى يتم تحميل التصريح.',
    },
  },
  'lithium-batteries': {
    name: {
      'en-US': 'Loose lithium batteries and power banks',
      no: 'Løse litiumbatterier og powerbanker',
      fr: 'Batteries au lithium non installées et batteries externes',
      'ar-AE': 'بطاريات الليثيوم المنفصلة وبنوك الطاقة',
    },
    note: {
      'en-US':
        'Batteries must be installed in or packed with the device they power; spare batteries and power banks cannot travel by air.',
      no: 'Batterier må sitte i eller være pakket sammen med enheten de driver; ekstra batterier og powerbanker kan ikke fraktes med fly.',
      fr: "Les batteries doivent être installées dans l'appareil qu'elles alimentent ou emballées avec lui ; les batteries de rechange et les batteries externes ne peuvent pas voyager par avion.",
      'ar-AE':
        'يجب أن تكون البطاريات مركبة في الجهاز الذي تشغّله أو معبأة معه، ولا يمكن نقل البطاريات الاحتياطية وبنوك الطاقة جوًا.',
    },
  },
  'electric-scooters': {
    name: {
      'en-US': 'Electric scooters and hoverboards',
      no: 'Elsparkesykler og hoverboards',
      fr: 'Trottinettes électriques et gyropodes',
      'ar-AE': 'السكوترات الكهربائية ولوحات التوازن الذاتي',
    },
    note: {
      'en-US':
        "Accepted only with a battery of at most 160 Wh and the manufacturer's UN 38.3 test summary.",
      no: 'Tas bare imot med batteri på høyst 160 Wh og produsentens testsammendrag for UN 38.3.',
      fr: "Acceptés uniquement avec une batterie de 160 Wh au maximum et le résumé d'essai UN 38.3 du fabricant.",
      'ar-AE':
        'تُقبل فقط إذا كانت سعة البطارية 160 واط ساعة كحد أقصى، مع ملخص اختبار UN 38.3 الصادر عن الشركة المصنعة.',
    },
  },
  perfumes: {
    name: {
      'en-US': 'Perfumes and colognes',
      no: 'Parfyme og eau de cologne',
      fr: 'Parfums et eaux de Cologne',
      'ar-AE': 'العطور والكولونيا',
    },
    note: {
      'en-US':
        'Flammable liquids: accepted in limited quantities, in sealed original bottles, and they may travel separately from the rest of the shipment.',
      no: 'Brannfarlige væsker: tas imot i begrensede mengder i uåpnede originalflasker, og kan bli sendt separat fra resten av forsendelsen.',
      fr: "Liquides inflammables : acceptés en quantité limitée, dans leurs flacons d'origine scellés, et ils peuvent voyager séparément du reste de l'envoi.",
      'ar-AE':
        'سوائل قابلة للاشتعال: تُقبل بكميات محدودة وفي عبواتها الأصلية المغلقة، وقد تُشحن بشكل منفصل عن بقية الشحنة.',
    },
  },
  'prescription-medicines': {
    name: {
      'en-US': 'Prescription medicines',
      no: 'Reseptbelagte legemidler',
      fr: 'Médicaments sur ordonnance',
      'ar-AE': 'الأدوية الموصوفة طبيًا',
    },
    note: {
      'en-US':
        'Accepted for personal use with a copy of the prescription and, where required, a health ministry permit; controlled medicines are refused.',
      no: 'Tas imot til personlig bruk med kopi av resepten og, der det kreves, tillatelse fra helsemyndighetene; narkotikaklassifiserte legemidler avvises.',
      fr: "Acceptés pour un usage personnel avec une copie de l'ordonnance et, si nécessaire, une autorisation du ministère de la Santé ; les médicaments classés comme stupéfiants sont refusés.",
      'ar-AE':
        'تُقبل للاستخدام الشخصي مع نسخة من الوصفة الطبية وتصريح من وزارة الصحة عند الحاجة، وتُرفض الأدوية الخاضعة للرقابة.',
    },
  },
  supplements: {
    name: {
      'en-US': 'Vitamins and dietary supplements',
      no: 'Vitaminer og kosttilskudd',
      fr: 'Vitamines et compléments alimentaires',
      'ar-AE': 'الفيتامينات والمكملات الغذائية',
    },
    note: {
      'en-US':
        'Personal quantities only, in sealed original packaging; products with banned ingredients such as DMAA or sibutramine are destroyed.',
      no: 'Kun mengder til personlig bruk i uåpnet originalemballasje; produkter med forbudte ingredienser som DMAA eller sibutramin destrueres.',
      fr: "Quantités personnelles uniquement, dans leur emballage d'origine scellé ; les produits contenant des substances interdites comme la DMAA ou la sibutramine sont détruits.",
      'ar-AE':
        'بكميات للاستخدام الشخصي فقط وفي عبواتها الأصلية المغلقة، وتُتلف المنتجات التي تحتوي على مكونات محظورة مثل DMAA أو السيبوترامين.',
    },
  },
  tobacco: {
    name: {
      'en-US': 'Tobacco products',
      no: 'Tobakksvarer',
      fr: 'Produits du tabac',
      'ar-AE': 'منتجات التبغ',
    },
    note: {
      'en-US': 'Limited to personal quantities and charged excise tax on top of duty and VAT.',
      no: 'Begrenset til mengder for personlig bruk, og det beregnes særavgift i tillegg til toll og mva.',
      fr: "Limités à des quantités personnelles et soumis à un droit d'accise en plus des droits de douane et de la TVA.",
      'ar-AE':
        'تقتصر على كميات للاستخدام الشخصي، وتخضع للضريبة الانتقائية إضافةً إلى الرسوم الجمركية وضريبة القيمة المضافة.',
    },
  },
  'energy-drinks': {
    name: {
      'en-US': 'Energy drinks and sweetened drinks',
      no: 'Energidrikker og søtede drikker',
      fr: 'Boissons énergisantes et boissons sucrées',
      'ar-AE': 'مشروبات الطاقة والمشروبات المحلاة',
    },
    note: {
      'en-US':
        'Accepted, but charged excise tax of up to 100% of their value on top of duty and VAT.',
      no: 'Tas imot, men det beregnes særavgift på opptil 100 % av verdien i tillegg til toll og mva.',
      fr: "Acceptées, mais soumises à un droit d'accise pouvant atteindre 100 % de leur valeur, en plus des droits de douane et de la TVA.",
      'ar-AE':
        'تُقبل، لكنها تخضع لضريبة انتقائية تصل إلى 100% من قيمتها إضافةً إلى الرسوم الجمركية وضريبة القيمة المضافة.',
    },
  },
  cbd: {
    name: {
      'en-US': 'CBD and hemp products',
      no: 'CBD- og hampeprodukter',
      fr: 'Produits au CBD et au chanvre',
      'ar-AE': 'منتجات الكانابيديول (CBD) والقنب',
    },
    note: {
      'en-US':
        'Legal where you shop, but treated as narcotics at the destination, even in cosmetics, oils and gummies.',
      no: 'Lovlig der du handler, men regnes som narkotika i mottakerlandet, også i kosmetikk, oljer og vingummi.',
      fr: 'Légaux là où vous achetez, mais considérés comme des stupéfiants à destination, y compris dans les cosmétiques, les huiles et les bonbons gélifiés.',
      'ar-AE':
        'قانونية في بلد الشراء، لكنها تُعامل معاملة المخدرات في بلد الوجهة، حتى في مستحضرات التجميل والزيوت والحلوى الهلامية.',
    },
  },
  alcohol: {
    name: {
      'en-US': 'Alcoholic beverages',
      no: 'Alkoholholdige drikkevarer',
      fr: 'Boissons alcoolisées',
      'ar-AE': 'المشروبات الكحولية',
    },
    note: {
      'en-US': 'Wine, beer, spirits and food containing alcohol are not accepted.',
      no: 'Vin, øl, brennevin og matvarer som inneholder alkohol, tas ikke imot.',
      fr: "Le vin, la bière, les spiritueux et les aliments contenant de l'alcool ne sont pas acceptés.",
      'ar-AE': 'لا يُقبل النبيذ والبيرة والمشروبات الروحية والأطعمة التي تحتوي على الكحول.',
    },
  },
  pork: {
    name: {
      'en-US': 'Pork and pork products',
      no: 'Svinekjøtt og svinekjøttprodukter',
      fr: 'Porc et produits à base de porc',
      'ar-AE': 'لحم الخنزير ومنتجاته',
    },
    note: {
      'en-US': 'Includes pork-based food, gelatin, and supplements or capsules made from pork.',
      no: 'Gjelder også mat basert på svin, gelatin og kosttilskudd eller kapsler laget av svin.',
      fr: 'Comprend les aliments à base de porc, la gélatine et les compléments ou gélules fabriqués à partir de porc.',
      'ar-AE':
        'يشمل الأطعمة المصنوعة من لحم الخنزير والجيلاتين والمكملات أو الكبسولات المصنوعة منه.',
    },
  },
  'christmas-crackers': {
    name: {
      'en-US': 'Christmas crackers',
      no: 'Julekrakkere med knall',
      fr: 'Diablotins de Noël',
      'ar-AE': 'مفرقعات عيد الميلاد الورقية',
    },
    note: {
      'en-US':
        'Each cracker contains a small explosive snap, which makes it dangerous goods on any aircraft.',
      no: 'Hver krakker inneholder en liten knallstrimmel, som gjør den til farlig gods i alle fly.',
      fr: 'Chaque diablotin contient une petite bande détonante, ce qui en fait une marchandise dangereuse à bord de tout avion.',
      'ar-AE':
        'تحتوي كل واحدة منها على شريط فرقعة صغير قابل للانفجار، ما يجعلها من البضائع الخطرة على متن أي طائرة.',
    },
  },
  wildlife: {
    name: {
      'en-US': 'Ivory and protected wildlife products',
      no: 'Elfenben og produkter fra fredede arter',
      fr: "Ivoire et produits d'espèces protégées",
      'ar-AE': 'العاج ومنتجات الحياة البرية المحمية',
    },
    note: {
      'en-US':
        'Ivory, furs, skins, shells and coral from species protected under CITES are seized.',
      no: 'Elfenben, pels, skinn, skjell og koraller fra arter vernet under CITES beslaglegges.',
      fr: "L'ivoire, les fourrures, les peaux, les coquillages et le corail d'espèces protégées par la CITES sont saisis.",
      'ar-AE':
        'يُصادَر العاج والفراء والجلود والأصداف والمرجان المأخوذ من الأنواع المحمية بموجب اتفاقية سايتس.',
    },
  },
  'live-animals-plants': {
    name: {
      'en-US': 'Live animals, plants and seeds',
      no: 'Levende dyr, planter og frø',
      fr: 'Animaux vivants, plantes et semences',
      'ar-AE': 'الحيوانات الحية والنباتات والبذور',
    },
    note: {
      'en-US':
        'Live animals, insects, plants, seeds and soil need phytosanitary or veterinary certificates we cannot provide.',
      no: 'Levende dyr, insekter, planter, frø og jord krever plantehelse- eller veterinærsertifikater som vi ikke kan skaffe.',
      fr: 'Les animaux vivants, insectes, plantes, semences et la terre exigent des certificats phytosanitaires ou vétérinaires que nous ne pouvons pas fournir.',
      'ar-AE':
        'تتطلب الحيوانات الحية والحشرات والنباتات والبذور والتربة شهادات صحة نباتية أو بيطرية لا يمكننا توفيرها.',
    },
  },
  cash: {
    name: {
      'en-US': 'Cash and bearer instruments',
      no: 'Kontanter og ihendehaverpapirer',
      fr: 'Espèces et titres au porteur',
      'ar-AE': 'النقود والأدوات المالية لحاملها',
    },
    note: {
      'en-US':
        "Banknotes, coins in circulation, traveler's checks and bearer bonds cannot be shipped.",
      no: 'Sedler, mynter i omløp, reisesjekker og ihendehaverobligasjoner kan ikke sendes.',
      fr: 'Les billets de banque, pièces en circulation, chèques de voyage et obligations au porteur ne peuvent pas être expédiés.',
      'ar-AE':
        'لا يمكن شحن الأوراق النقدية والعملات المعدنية المتداولة والشيكات السياحية والسندات لحاملها.',
    },
  },
  'single-use-plastics': {
    name: {
      'en-US': 'Single-use plastic bags and products',
      no: 'Engangsposer og engangsartikler av plast',
      fr: 'Sacs et produits en plastique à usage unique',
      'ar-AE': 'الأكياس والمنتجات البلاستيكية أحادية الاستخدام',
    },
    note: {
      'en-US':
        'Senegal bans the import of thin plastic bags, plastic cups, straws and other single-use plastics.',
      no: 'Senegal forbyr import av tynne plastposer, plastkopper, sugerør og andre engangsartikler av plast.',
      fr: "Le Sénégal interdit l'importation de sachets plastiques fins, de gobelets, de pailles et d'autres plastiques à usage unique.",
      'ar-AE':
        'تحظر السنغال استيراد الأكياس البلاستيكية الرقيقة والأكواب والمصاصات وغيرها من المواد البلاستيكية أحادية الاستخدام.',
    },
  },
  'skin-lightening-creams': {
    name: {
      'en-US': 'Skin-lightening creams with mercury or hydroquinone',
      no: 'Blekende hudkremer med kvikksølv eller hydrokinon',
      fr: "Crèmes éclaircissantes contenant du mercure ou de l'hydroquinone",
      'ar-AE': 'كريمات تفتيح البشرة المحتوية على الزئبق أو الهيدروكينون',
    },
    note: {
      'en-US':
        'Cosmetics containing mercury, hydroquinone or corticosteroids are banned as a public-health hazard.',
      no: 'Kosmetikk som inneholder kvikksølv, hydrokinon eller kortikosteroider, er forbudt fordi den er en helsefare.',
      fr: "Les cosmétiques contenant du mercure, de l'hydroquinone ou des corticoïdes sont interdits car dangereux pour la santé publique.",
      'ar-AE':
        'يُحظر إدخال مستحضرات التجميل المحتوية على الزئبق أو الهيدروكينون أو الكورتيكوستيرويدات لخطورتها على الصحة العامة.',
    },
  },
  pesticides: {
    name: {
      'en-US': 'Pesticides and hazardous chemicals',
      no: 'Plantevernmidler og farlige kjemikalier',
      fr: 'Pesticides et produits chimiques dangereux',
      'ar-AE': 'المبيدات والمواد الكيميائية الخطرة',
    },
    note: {
      'en-US':
        'Pesticides, herbicides, pool chemicals, solvents and corrosive cleaners are dangerous goods.',
      no: 'Plantevernmidler, ugressmidler, bassengkjemikalier, løsemidler og etsende rengjøringsmidler er farlig gods.',
      fr: 'Les pesticides, herbicides, produits pour piscine, solvants et nettoyants corrosifs sont des marchandises dangereuses.',
      'ar-AE':
        'تُعد المبيدات الحشرية ومبيدات الأعشاب وكيماويات أحواض السباحة والمذيبات والمنظفات الأكّالة بضائع خطرة.',
    },
  },
  aerosols: {
    name: {
      'en-US': 'Aerosols and compressed gas',
      no: 'Aerosolbokser og komprimert gass',
      fr: 'Aérosols et gaz comprimés',
      'ar-AE': 'علب الرش والغازات المضغوطة',
    },
    note: {
      'en-US':
        'Spray paint, gas cartridges, fire extinguishers and other pressurized containers are dangerous goods.',
      no: 'Spraymaling, gasspatroner, brannslukningsapparater og andre beholdere under trykk er farlig gods.',
      fr: 'La peinture en aérosol, les cartouches de gaz, les extincteurs et les autres récipients sous pression sont des marchandises dangereuses.',
      'ar-AE':
        'تُعد بخاخات الطلاء وعبوات الغاز وطفايات الحريق وغيرها من الحاويات المضغوطة بضائع خطرة.',
    },
  },
  'gold-precious-stones': {
    name: {
      'en-US': 'Gold bullion and loose precious stones',
      no: 'Gullbarrer og løse edelstener',
      fr: "Lingots d'or et pierres précieuses non serties",
      'ar-AE': 'سبائك الذهب والأحجار الكريمة غير المركبة',
    },
    note: {
      'en-US':
        'Bullion and loose stones need a declared-valuables service with its own customs formalities.',
      no: 'Barrer og løse steiner krever en egen verdiforsendelsestjeneste med egne tollformaliteter.',
      fr: 'Les lingots et les pierres non serties exigent un service de transport de valeurs, avec ses propres formalités douanières.',
      'ar-AE':
        'تتطلب السبائك والأحجار غير المركبة خدمة شحن خاصة بالمقتنيات الثمينة لها إجراءاتها الجمركية المستقلة.',
    },
  },
} as const satisfies Record<string, ItemText>;

type ItemCode = keyof typeof ITEMS;

type CountryRule = {
  item: ItemCode;
  kind: RestrictionKind;
  /** Only for purchases from this shopping country; omitted when the rule applies to all. */
  from?: string;
  isPopular?: boolean;
};

/** Delivery country -> what its customs refuses or limits (spec section 1: UAE, KW, SA, SN). */
const RULES_BY_DELIVERY_COUNTRY: Record<string, CountryRule[]> = {
  AE: [
    { item: 'firearms', kind: 'prohibited', isPopular: true },
    { item: 'explosives', kind: 'prohibited' },
    { item: 'narcotics', kind: 'prohibited', isPopular: true },
    { item: 'poppy-seeds', kind: 'prohibited', isPopular: true },
    { item: 'alcohol', kind: 'prohibited' },
    { item: 'counterfeit', kind: 'prohibited' },
    { item: 'gambling', kind: 'prohibited' },
    { item: 'obscene-material', kind: 'prohibited' },
    { item: 'surveillance-equipment', kind: 'prohibited' },
    { item: 'military-equipment', kind: 'prohibited' },
    { item: 'knives', kind: 'prohibited' },
    { item: 'e-cigarettes', kind: 'restricted', isPopular: true },
    { item: 'drones', kind: 'restricted', isPopular: true },
    { item: 'lithium-batteries', kind: 'restricted', isPopular: true },
    { item: 'electric-scooters', kind: 'restricted' },
    { item: 'perfumes', kind: 'restricted', isPopular: true },
    { item: 'prescription-medicines', kind: 'restricted' },
    { item: 'supplements', kind: 'restricted' },
    { item: 'tobacco', kind: 'restricted' },
    { item: 'energy-drinks', kind: 'restricted' },
    { item: 'cbd', kind: 'prohibited', from: 'US' },
  ],
  KW: [
    { item: 'firearms', kind: 'prohibited', isPopular: true },
    { item: 'explosives', kind: 'prohibited' },
    { item: 'narcotics', kind: 'prohibited', isPopular: true },
    { item: 'alcohol', kind: 'prohibited', isPopular: true },
    { item: 'pork', kind: 'prohibited', isPopular: true },
    { item: 'gambling', kind: 'prohibited' },
    { item: 'obscene-material', kind: 'prohibited' },
    { item: 'counterfeit', kind: 'prohibited' },
    { item: 'military-equipment', kind: 'prohibited' },
    { item: 'knives', kind: 'prohibited' },
    { item: 'surveillance-equipment', kind: 'prohibited' },
    { item: 'e-cigarettes', kind: 'restricted', isPopular: true },
    { item: 'drones', kind: 'restricted' },
    { item: 'lithium-batteries', kind: 'restricted' },
    { item: 'perfumes', kind: 'restricted', isPopular: true },
    { item: 'prescription-medicines', kind: 'restricted' },
    { item: 'supplements', kind: 'restricted' },
    { item: 'tobacco', kind: 'restricted' },
    { item: 'christmas-crackers', kind: 'prohibited', from: 'GB' },
    { item: 'cbd', kind: 'prohibited', from: 'US' },
  ],
  SA: [
    { item: 'firearms', kind: 'prohibited' },
    { item: 'explosives', kind: 'prohibited' },
    { item: 'narcotics', kind: 'prohibited', isPopular: true },
    { item: 'alcohol', kind: 'prohibited', isPopular: true },
    { item: 'pork', kind: 'prohibited', isPopular: true },
    { item: 'poppy-seeds', kind: 'prohibited' },
    { item: 'gambling', kind: 'prohibited' },
    { item: 'obscene-material', kind: 'prohibited' },
    { item: 'counterfeit', kind: 'prohibited' },
    { item: 'military-equipment', kind: 'prohibited' },
    { item: 'surveillance-equipment', kind: 'prohibited' },
    { item: 'knives', kind: 'prohibited' },
    { item: 'e-cigarettes', kind: 'restricted', isPopular: true },
    { item: 'drones', kind: 'restricted', isPopular: true },
    { item: 'lithium-batteries', kind: 'restricted' },
    { item: 'perfumes', kind: 'restricted', isPopular: true },
    { item: 'prescription-medicines', kind: 'restricted' },
    { item: 'energy-drinks', kind: 'restricted' },
    { item: 'christmas-crackers', kind: 'prohibited', from: 'GB' },
    { item: 'cbd', kind: 'prohibited', from: 'US' },
  ],
  SN: [
    { item: 'firearms', kind: 'prohibited', isPopular: true },
    { item: 'explosives', kind: 'prohibited' },
    { item: 'narcotics', kind: 'prohibited', isPopular: true },
    { item: 'counterfeit', kind: 'prohibited' },
    { item: 'wildlife', kind: 'prohibited' },
    { item: 'live-animals-plants', kind: 'prohibited' },
    { item: 'cash', kind: 'prohibited' },
    { item: 'single-use-plastics', kind: 'prohibited', isPopular: true },
    { item: 'skin-lightening-creams', kind: 'prohibited', isPopular: true },
    { item: 'pesticides', kind: 'prohibited' },
    { item: 'aerosols', kind: 'prohibited' },
    { item: 'lithium-batteries', kind: 'restricted', isPopular: true },
    { item: 'e-cigarettes', kind: 'restricted' },
    { item: 'drones', kind: 'restricted' },
    { item: 'perfumes', kind: 'restricted' },
    { item: 'prescription-medicines', kind: 'restricted', isPopular: true },
    { item: 'cbd', kind: 'prohibited', from: 'US' },
    { item: 'gold-precious-stones', kind: 'restricted', from: 'AE' },
  ],
};

/** One row per delivery country and rule; `code` is the natural key the seed upserts on. */
export const PROHIBITED_ITEMS: ProhibitedItemSeed[] = Object.entries(
  RULES_BY_DELIVERY_COUNTRY,
).flatMap(([deliveryCountryCode, rules]) =>
  rules.map((rule) => ({
    code: `${deliveryCountryCode}-${rule.from ?? 'all'}-${rule.item}`.toLowerCase(),
    kind: rule.kind,
    shoppingCountryCode: rule.from ?? null,
    deliveryCountryCode,
    name: ITEMS[rule.item].name,
    note: ITEMS[rule.item].note,
    isPopular: rule.isPopular ?? false,
  })),
);
