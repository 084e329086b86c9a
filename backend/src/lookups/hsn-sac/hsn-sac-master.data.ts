// The GST HSN/SAC master as shipped (see README.md beside this file): one "code<TAB>description" per
// line. HSN: the chapters (two digits) of the Customs Tariff's First Schedule that the GST HSN master
// follows. SAC: the GST portal's SAC master, four-digit headings and six-digit codes.
export const HSN_CHAPTERS = `
01	Live animals
02	Meat and edible meat offal
03	Fish and crustaceans, molluscs and other aquatic invertebrates
04	Dairy produce; birds' eggs; natural honey; edible products of animal origin, not elsewhere specified or included
05	Products of animal origin, not elsewhere specified or included
06	Live trees and other plants; bulbs, roots and the like; cut flowers and ornamental foliage
07	Edible vegetables and certain roots and tubers
08	Edible fruit and nuts; peel of citrus fruit or melons
09	Coffee, tea, mate and spices
10	Cereals
11	Products of the milling industry; malt; starches; inulin; wheat gluten
12	Oil seeds and oleaginous fruits; miscellaneous grains, seeds and fruit; industrial or medicinal plants; straw and fodder
13	Lac; gums, resins and other vegetable saps and extracts
14	Vegetable plaiting materials; vegetable products not elsewhere specified or included
15	Animal, vegetable or microbial fats and oils and their cleavage products; prepared edible fats; animal or vegetable waxes
16	Preparations of meat, of fish, of crustaceans, molluscs or other aquatic invertebrates, or of insects
17	Sugars and sugar confectionery
18	Cocoa and cocoa preparations
19	Preparations of cereals, flour, starch or milk; pastrycooks' products
20	Preparations of vegetables, fruit, nuts or other parts of plants
21	Miscellaneous edible preparations
22	Beverages, spirits and vinegar
23	Residues and waste from the food industries; prepared animal fodder
24	Tobacco and manufactured tobacco substitutes; products for inhalation without combustion
25	Salt; sulphur; earths and stone; plastering materials, lime and cement
26	Ores, slag and ash
27	Mineral fuels, mineral oils and products of their distillation; bituminous substances; mineral waxes
28	Inorganic chemicals; compounds of precious metals, of rare-earth metals, of radioactive elements or of isotopes
29	Organic chemicals
30	Pharmaceutical products
31	Fertilisers
32	Tanning or dyeing extracts; dyes, pigments and other colouring matter; paints and varnishes; putty and other mastics; inks
33	Essential oils and resinoids; perfumery, cosmetic or toilet preparations
34	Soap, organic surface-active agents, washing and lubricating preparations, waxes, polishing preparations, candles, modelling pastes
35	Albuminoidal substances; modified starches; glues; enzymes
36	Explosives; pyrotechnic products; matches; pyrophoric alloys; certain combustible preparations
37	Photographic or cinematographic goods
38	Miscellaneous chemical products
39	Plastics and articles thereof
40	Rubber and articles thereof
41	Raw hides and skins (other than furskins) and leather
42	Articles of leather; saddlery and harness; travel goods, handbags and similar containers; articles of animal gut
43	Furskins and artificial fur; manufactures thereof
44	Wood and articles of wood; wood charcoal
45	Cork and articles of cork
46	Manufactures of straw, of esparto or of other plaiting materials; basketware and wickerwork
47	Pulp of wood or of other fibrous cellulosic material; recovered (waste and scrap) paper or paperboard
48	Paper and paperboard; articles of paper pulp, of paper or of paperboard
49	Printed books, newspapers, pictures and other products of the printing industry; manuscripts, typescripts and plans
50	Silk
51	Wool, fine or coarse animal hair; horsehair yarn and woven fabric
52	Cotton
53	Other vegetable textile fibres; paper yarn and woven fabrics of paper yarn
54	Man-made filaments; strip and the like of man-made textile materials
55	Man-made staple fibres
56	Wadding, felt and nonwovens; special yarns; twine, cordage, ropes and cables and articles thereof
57	Carpets and other textile floor coverings
58	Special woven fabrics; tufted textile fabrics; lace; tapestries; trimmings; embroidery
59	Impregnated, coated, covered or laminated textile fabrics; textile articles of a kind suitable for industrial use
60	Knitted or crocheted fabrics
61	Articles of apparel and clothing accessories, knitted or crocheted
62	Articles of apparel and clothing accessories, not knitted or crocheted
63	Other made up textile articles; sets; worn clothing and worn textile articles; rags
64	Footwear, gaiters and the like; parts of such articles
65	Headgear and parts thereof
66	Umbrellas, sun umbrellas, walking-sticks, seat-sticks, whips, riding-crops and parts thereof
67	Prepared feathers and down and articles made of them; artificial flowers; articles of human hair
68	Articles of stone, plaster, cement, asbestos, mica or similar materials
69	Ceramic products
70	Glass and glassware
71	Natural or cultured pearls, precious or semi-precious stones, precious metals and articles thereof; imitation jewellery; coin
72	Iron and steel
73	Articles of iron or steel
74	Copper and articles thereof
75	Nickel and articles thereof
76	Aluminium and articles thereof
78	Lead and articles thereof
79	Zinc and articles thereof
80	Tin and articles thereof
81	Other base metals; cermets; articles thereof
82	Tools, implements, cutlery, spoons and forks, of base metal; parts thereof of base metal
83	Miscellaneous articles of base metal
84	Nuclear reactors, boilers, machinery and mechanical appliances; parts thereof
85	Electrical machinery and equipment and parts thereof; sound and television recorders and reproducers, parts and accessories
86	Railway or tramway locomotives, rolling-stock, track fixtures and fittings and parts thereof; traffic signalling equipment
87	Vehicles other than railway or tramway rolling-stock, and parts and accessories thereof
88	Aircraft, spacecraft, and parts thereof
89	Ships, boats and floating structures
90	Optical, photographic, measuring, checking, precision, medical or surgical instruments and apparatus; parts and accessories
91	Clocks and watches and parts thereof
92	Musical instruments; parts and accessories of such articles
93	Arms and ammunition; parts and accessories thereof
94	Furniture; bedding, mattresses, cushions and similar stuffed furnishings; luminaires and lighting fittings; prefabricated buildings
95	Toys, games and sports requisites; parts and accessories thereof
96	Miscellaneous manufactured articles
97	Works of art, collectors' pieces and antiques
98	Project imports; laboratory chemicals; passengers' baggage; personal importations by air or post; ship stores
`;

export const SAC_CODES = `
9954	Construction services
995411	Construction services of affordable residential apartments by a promoter in a real estate project, intended for sale to a buyer
995412	Construction services of residential apartments other than affordable residential apartments by a promoter, intended for sale
995413	Construction services of commercial apartments by a promoter in a Residential Real Estate Project, intended for sale
995414	Construction of a residential apartment by a promoter in an ongoing project (central tax option exercised)
995415	Construction services of residential apartments by a promoter in an ongoing project, other than affordable ones
995416	Construction services of single dwelling, multi dwelling, multi-storied and other residential buildings
995417	Construction services of commercial buildings such as offices, exhibition and marriage halls, malls, hotels, terminals
995418	Services by way of house-keeping, such as plumbing, carpentering, etc. through an electronic commerce operator
995419	Construction services of other buildings n.e.c. including repair, alterations, renovation, maintenance or remodeling
995421	General construction services of highways, streets, roads, bridges and tunnels for roadways and highways
995422	General construction services of harbours, seaports and the like
995423	General construction services of long-distance pipelines, communication and electric power lines, pumping and transformer stations
995424	General construction services of local water and sewage pipelines, electricity and communication cables and related works
995425	General construction services of railways, rail tracks, platforms, bridges, tunnels and related works for railways
995426	General construction services of airports, airfields, runways, bridges, tunnels and related works for airports
995427	General construction services of waterways, dams, water mains and lines, irrigation and other waterworks
995428	Composite supply of works contract as defined in clause (119) of section 2 of the CGST Act, 2017 and associated services
995429	General construction services of other civil engineering works nowhere else classified
995431	Demolition services
995432	Site formation and clearance services including preparation of sites, test drilling and boring, digging of trenches
995433	Excavating and earthmoving services
995434	Water well drilling services and septic system installation services
995435	Other site preparation services n.e.c
995439	Other site preparation services nowhere else classified
995441	Installation, assembly and erection services of prefabricated buildings
995442	Installation, assembly and erection services of other prefabricated structures and constructions
995443	Installation services of all types of street furniture (such as bus shelters, benches, telephone booths, public toilets)
995444	Other assembly and erection services n.e.c.
995449	Other assembly and erection services nowhere else classified
995451	Pile driving and foundation services
995452	Building framing and roof framing services
995453	Roofing and waterproofing services
995454	Concrete services
995455	Structural steel erection services
995456	Masonry services
995457	Scaffolding services
995458	Other special trade construction services n.e.c.
995459	Other special trade construction services nowhere else classified
995461	Electrical installation services including electrical wiring and fitting, fire alarm and burglar alarm installation
995462	Water plumbing and drain laying services
995463	Heating, ventilation and air conditioning equipment installation services
995464	Gas fitting installation services
995465	Insulation services
995466	Lift and escalator installation services
995468	Other installation services n.e.c.
995469	Other installation services nowhere else classified
995471	Glazing services
995472	Plastering services
995473	Painting services
995474	Floor and wall tiling services
995475	Other floor laying, wall covering and wall papering services
995476	Joinery and carpentry services
995477	Fencing and railing services
995478	Other building completion and finishing services n.e.c.
995479	Other building completion and finishing services nowhere else classified
9961	Services in wholesale trade
996111	Services in wholesale trade
9962	Services in retail trade
996211	Services in retail trade
9963	Accommodation, food, and beverage services
996311	Supply of hotel accommodation service other than those covered by SAC 996321
996312	Camp site services
996313	Recreational and vacation camp services
996321	Room or unit accommodation services provided by student residences, Hostels, Paying Guest and the like
996322	Room or unit accommodation services provided by Hostels, Camps, Paying Guest etc
996329	Other room or unit accommodation services n.e.c.
996331	Restaurant service supplied by restaurants, cafes, hotels, canteens and similar eating facilities, including takeaway
996332	Supply of outdoor catering at premises other than specified premises
996333	Catering services in trains, flights and the like
996334	Composite supply of outdoor catering together with renting of premises for a function
996335	Catering services in trains, flights etc.
996336	Preparation and/or supply of food, edible preparations and beverages to airlines and other transportation operators
996337	Other contract food services
996339	Other food, edible preparations, alcoholic and non-alcoholic beverages serving services
9964	Passenger transport services
996411	Local land transport service of passengers by Railways
996412	Local land transport service of passengers by metro rail/monorail/tramway
996413	Non-scheduled local bus and coach charter services
996414	Scheduled local bus and coach charter services
996415	Taxi-services including radio taxi and other similar services
996416	Local land transport service of passengers by any other motor vehicle including auto-rickshaws, three-wheelers, scooters
996417	Transport services of passengers by ropeways
996418	Sightseeing transportation services by rail or road
996419	Other land transportation service of passengers nowhere else classified
996421	Local water transport service of passengers by ferries and the like
996422	Local water transport service of passengers by cruises and the like
996423	Sightseeing transportation services by water
996424	Coastal and transoceanic (overseas) water transport services of passengers by ferries, cruise ships etc
996425	Domestic/International Scheduled Air transport services of passengers
996426	Domestic/international non-scheduled air transport services of Passengers
996427	Space transport services of passengers
996429	Other local and sightseeing transportation service of passengers nowhere else classified
996431	Long-distance transport service of passengers through rail network by railways
996432	Scheduled long-distance transport services of passengers through road by bus and coach services
996434	Long-distance transport service of passengers by any motor vehicle other than bus including motorcab, maxicab and radio taxi
996439	Other long distance transport service of passengers by land nowhere else specified
996441	Coastal water transport service of passengers by ferries and the like
996442	Coastal water transport service of passengers by cruise ships and the like
996443	Inland water transport service of passengers by ferries and the like
996444	Inland water transport service of passengers by cruise ships and the like
996445	International water transport services of passengers by ferries, cruise ships and the like
996449	Other long distance transport service of passengers by water nowhere else specified
996451	Domestic scheduled air transport service of passengers in economy class
996452	Domestic scheduled air transport service of passengers in other than economy class
996453	Domestic non-scheduled air transport service of passengers
996454	International scheduled air transport service of passengers in economy class
996455	International scheduled air transport service of passengers in other than economy class
996456	International non-scheduled air transport service of passengers
996459	Other long-distance transportation service of passengers by air n.e.s. including space transport of passengers
9965	Goods Transport Services
996511	Road transport services of goods by a goods transport agency
996512	Railway transport services of goods by other than Container Transport Operators (CTOs)
996513	Transport services via pipeline of natural gas, petroleum, crude, motor spirit, high speed diesel or aviation turbine fuel
996514	Transport services via pipeline of other chemicals, coal slurry and of other goods
996515	Moving services of household goods, office equipment and furniture
996516	Road transport services of goods by any person other than a goods transport agency
996517	Railway transport services of goods by Container Transport Operators (CTOs) other than Railways
996518	Transport of goods by ropeways
996519	Other land transport services of goods nowhere else classified
996521	Coastal water transport services of goods by refrigerated vessels, tankers, bulk cargo vessels, container ships and the like
996522	Inland water transport services of goods by refrigerated vessels, tankers and other vessels
996523	International water transport services of goods by refrigerated vessels, tankers, bulk cargo vessels, container ships
996531	Domestic air and space transport services of letters and parcels and other goods
996532	International air and space transport services of letters and parcels and other goods
996540	Multimodal Transport of goods from a place in India to another place in India
9966	Rental services of transport vehicles with operators
996601	Rental services of buses and coaches with operator
996602	Rental services of trucks, trailers or any other vehicle used for carrying goods with operator
996603	Rental services of other motor vehicles including motor cab or maxicab with operator
996604	Rental services of passenger vessels with operator
996605	Rental services of goods vessels with operator
996606	Rental service of passenger aircraft with operator
996607	Rental service of goods aircraft with operator
996609	Rental service of transport vehicles with operators nowhere else specified
9967	Supporting services in transport
996711	Container handling services
996712	Customs House Agent services
996713	Clearing and forwarding services
996719	Other cargo and baggage handling services
996721	Refrigerated storage services
996722	Bulk liquid or gas storage services
996729	Other storage and warehousing services
996731	Railway pushing or towing services
996739	Other supporting services for railway transport nowhere else classified
996741	Bus station services
996742	Operation services of national highways, state highways, expressways, roads and streets, bridges and tunnels
996743	Parking lot services
996744	Towing services for commercial and private vehicles
996749	Other supporting services for road transport nowhere else classified
996751	Port and waterway operation services (excluding cargo handling) such as operation of ports, docks, light houses
996752	Pilotage and berthing services
996753	Vessel salvage and refloating services
996754	Maintenance, repair or overhaul services in respect of ships and other vessels, their engines and other components or parts
996759	Other supporting services for water transport nowhere else classified
996761	Airport operation services (excluding cargo handling)
996762	Air traffic control services
996763	Maintenance, repair or overhaul services in respect of aircrafts, aircraft engines and other aircraft components or parts
996764	Supporting services for space transport
996768	Other supporting services for air transport
996769	Supporting services for space transport
996791	Goods transport agency services for road transport
996792	Goods transport agency services for other modes of transport
996793	Other goods transport services
996799	Other supporting transport services nowhere else classified
9968	Postal and courier services
996811	Postal services including post office counter services, mail box rental services
996812	Courier services
996813	Local delivery services
996819	Other Delivery Services nowhere else classified
9969	Electricity, gas, water and other distribution services
996911	Electricity transmission or distribution services
996912	Gas distribution services
996913	Gas distribution services
996921	Water distribution services
996922	Services involving distribution of steam, hot water and air conditioning supply and the like
996929	Other distribution services nowhere else classified
9971	Financial and related services
997111	Central banking services
997112	Deposit services
997113	Credit-granting services including stand-by commitment, guarantees and securities
997114	Financial leasing services
997115	Transfer of the right to use any goods for any purpose for cash, deferred payment or other valuable consideration
997116	Any transfer of right in goods or of undivided share in goods without the transfer of title thereof
997119	Other financial services (except investment banking, insurance services and pension services)
997120	Investment banking services
997131	Pension services
997132	Life insurance services
997133	Accident insurance services
997134	Health insurance services
997135	Motor vehicle insurance services
997136	Service of third party insurance of goods carriage
997137	Marine, aviation, and other transport insurance services
997138	Freight insurance services and travel insurance services
997139	Other non-life insurance services
997141	Life reinsurance services
997142	Accident and health reinsurance services
997143	Motor vehicle reinsurance services
997144	Marine, aviation and other transport reinsurance services
997145	Freight reinsurance services
997146	Other property reinsurance services
997147	Other property reinsurance services
997149	Other non-life reinsurance services
997151	Services related to investment banking such as mergers and acquisition, corporate finance and venture capital services
997152	Brokerage and related securities and commodities services including commodity exchange services
997153	Portfolio management services except pension funds
997154	Trust and custody services
997155	Services related to the administration of financial markets
997156	Financial consultancy services
997157	Foreign exchange services
997158	Financial transactions processing and clearing house services
997159	Other services auxiliary to financial services (other than to insurance and pensions)
997161	Services auxiliary to insurance and pensions
997162	Insurance claims adjustment services
997163	Actuarial services
997164	Pension fund management services
997169	Other services auxiliary to insurance and pensions
997171	Services of holding equity of subsidiary companies
997172	Services of holding securities and other assets of trusts and funds and similar financial entities
9972	Real estate services
997211	Rental or leasing services involving own or leased residential property
997212	Rental or leasing services involving own or leased non-residential property
997213	Trade services of buildings
997214	Trade services of time-share properties
997215	Trade services of vacant and subdivided land
997219	Other real estate services involving owned or leased property
997221	Property management services on a fee or commission basis or on contract basis
997222	Building sales on a fee or commission basis or on contract basis
997223	Land sales on a fee or commission basis or on contract basis
997224	Real estate appraisal services on a fee or commission basis or on contract basis
997229	Other real estate services on a fee or commission basis or on contract basis
997231	Services by way of grant of development rights, FSI or additional FSI
9973	Leasing or rental services without operator
997311	Leasing or rental services concerning transport equipment including containers, without operator
997312	Leasing or rental services concerning agricultural machinery and equipment without operator
997313	Leasing or rental services concerning construction machinery and equipment without operator
997314	Leasing or rental services concerning office machinery and equipment (except computers) without operator
997315	Leasing or rental services concerning computers without operators
997316	Leasing or rental services concerning telecommunications equipment without operator
997317	Leasing or rental services concerning other machinery and equipment without operator
997318	Transfer of the right to use any goods for any purpose for cash, deferred payment or other valuable consideration
997319	Any transfer of right in goods or of undivided share in goods without the transfer of title thereof
997321	Leasing or rental services concerning home entertainment equipment, televisions, radios, projectors, audio systems
997322	Leasing or rental services concerning video tapes and disks
997323	Leasing or rental services concerning furniture and other household appliances
997324	Leasing or rental services concerning pleasure and leisure equipment
997325	Leasing or rental services concerning textiles, clothing, footwear and household linen
997326	Leasing or rental services concerning do-it-yourself machinery and equipment
997327	Leasing or rental services concerning other goods
997328	Transfer of the right to use any goods for any purpose for cash, deferred payment or other valuable consideration
997329	Any transfer of right in goods or of undivided share in goods without the transfer of title thereof
997331	Licensing services for the right to use computer software and databases
997332	Licensing services for the right to broadcast and show original films, sound recordings, radio and television programmes
997333	Licensing services for the right to reproduce original art works
997334	Licensing services for the right to reprint and copy manuscripts, books, journals and periodicals
997335	Licensing services for the right to use research and development products
997336	Licensing services for the right to use trademarks and franchises
997337	Licensing services for the right to use minerals including its exploration and evaluation
997338	Licensing services for right to use other natural resources including telecommunication spectrum
997339	Licensing services for the right to use other intellectual property products and other resources n.e.c.
9981	Research and development services
998111	Research and experimental development services in natural sciences
998112	Research and experimental development services in engineering and technology
998113	Research and experimental development services in medical sciences and pharmacy
998114	Research and experimental development services in agricultural sciences
998121	Research and experimental development services in social sciences
998122	Research and experimental development services in humanities
998130	Interdisciplinary research and experimental development services
998141	Research and development originals in pharmaceuticals
998142	Research and development originals in agriculture
998143	Research and development originals in biotechnology
998144	Research and development originals in computer related sciences
998145	Research and development originals in other fields n.e.c.
998149	Research and development originals in other fields nowhere else classified
9982	Legal and accounting services
998211	Legal advisory and representation services concerning criminal law
998212	Legal advisory and representation services concerning other fields of law
998213	Legal documentation and certification services concerning patents, copyrights and other intellectual property rights
998214	Legal documentation and certification services concerning other documents
998215	Arbitration and conciliation services
998216	Other legal services n.e.c.
998219	Other legal services nowhere else classified
998221	Financial auditing services
998222	Accounting and bookkeeping services
998223	Payroll services
998224	Other similar services n.e.c
998229	Other similar services nowhere else classified
998231	Corporate tax consulting and preparation services
998232	Individual tax preparation and planning services
998239	Other tax consultancy and preparation services
998240	Insolvency and receivership services
9983	Other professional, technical and business services
998311	Management consulting and management services including financial, strategic, human resources, marketing, operations
998312	Business consulting services including public relations services
998313	Information technology consulting and support services
998314	Information technology design and development services
998315	Hosting and information technology infrastructure provisioning services
998316	Information technology infrastructure and network management services
998319	Other information technology services nowhere else classified
998321	Architectural advisory services
998322	Architectural services for residential building projects
998323	Architectural services for non-residential building projects
998324	Historical restoration architectural services
998325	Urban planning services
998326	Rural land planning services
998327	Project site master planning services
998328	Landscape architectural services and advisory services
998329	Other architectural services, urban and land planning and landscape architectural services
998331	Engineering advisory services
998332	Engineering services for building projects
998333	Engineering services for industrial and manufacturing projects
998334	Engineering services for transportation projects
998335	Engineering services for power projects
998336	Engineering services for telecommunications and broadcasting projects
998337	Engineering services for waste management projects, for water, sewerage and drainage projects
998338	Project management services for construction projects
998339	Engineering services for other projects nowhere else classified
998341	Geological and geophysical consulting services
998342	Subsurface surveying, surface surveying and map-making services
998343	Mineral exploration and evaluation
998344	Professional, technical and business services relating to exploration, mining or drilling of petroleum crude or natural gas
998345	Weather forecasting and meteorological services
998346	Technical testing and analysis services
998347	Certification of ships, aircraft, dams, and the like
998348	Certification and authentication of works of art
998349	Other technical and scientific services nowhere else classified
998351	Veterinary services for pet animals
998352	Veterinary services for livestock
998359	Other veterinary services nowhere else classified
998361	Advertising Services
998362	Purchase or sale of advertising space or time, on commission
998363	Sale of advertising space in print media
998364	Sale of television and radio advertising time
998365	Sale of Internet advertising space
998366	Sale of other advertising space or time
998371	Market research services
998372	Public opinion polling services
998381	Portrait photography services
998382	Advertising and related photography services
998383	Event photography and event videography services
998384	Specialty photography services
998385	Restoration and retouching services of photography
998386	Photographic and videographic processing services
998387	Other Photography & Videography and their processing services n.e.c.
998389	Other photography and videography and their processing services nowhere else classified
998391	Specialty design services including interior design, fashion design and other specialty design services
998392	Industrial design services
998393	Design originals
998394	Scientific and technical consulting services
998395	Original compilations of facts or information
998396	Translation and interpretation services
998397	Trademarks and franchises
998398	Sponsorship services and brand promotion services
998399	Other professional, technical and business services nowhere else classified
9984	Telecommunications, broadcasting and information supply services
998411	Carrier services
998412	Fixed telephony services
998413	Mobile telecommunications services
998414	Private network services
998415	Data transmission services
998419	Other telecommunications services including fax services, telex services nowhere else classified
998421	Internet backbone services
998422	Internet access services in wired and wireless mode
998423	Fax, telephony over the Internet
998424	Audio conferencing and video conferencing over the Internet
998429	Other internet telecommunications services nowhere else classified
998431	On-line text based information such as newspapers, periodicals, directories, online books other than e-books
998432	On-line audio content
998433	On-line video content
998434	Software downloads
998435	Supply consisting only of e-book
998439	Other on-line contents nowhere else classified
998441	News agency services to newspapers and periodicals
998442	Services of independent journalists and press photographers
998443	News agency services to audiovisual media
998451	Library services
998452	Operation services of public archives including digital archives
998453	Operation services of historical archives including digital archives
998461	Radio broadcast originals
998462	Television broadcast originals
998463	Radio channel programmes
998464	Television channel programmes
998465	Broadcasting services
998466	Home programme distribution services
998469	Other broadcasting, programming and programme distribution services
9985	Support services
998511	Executive or retained personnel search services
998512	Permanent placement services, other than executive search services
998513	Contract staffing services
998514	Temporary staffing services
998515	Long-term staffing (pay rolling) services
998516	Temporary staffing-to-permanent placement services
998517	Co-employment staffing services
998519	Other employment and labour supply services nowhere else classified
998521	Investigation services
998522	Security consulting services
998523	Security systems services
998524	Armoured car services
998525	Guard services
998526	Training of guard dogs
998527	Polygraph services
998528	Fingerprinting services
998529	Other investigation & security services nowhere else classified
998531	Disinfecting and exterminating services
998532	Window cleaning services
998533	General cleaning services
998534	Specialised cleaning services for reservoirs and tanks
998535	Sterilisation of objects or premises (operating rooms)
998536	Furnace and chimney cleaning services
998537	Exterior cleaning of buildings of all types
998538	Cleaning of transportation equipment
998539	Other cleaning services nowhere else classified
998540	Packaging services of goods for others
998541	Packaging services of goods for others
998542	Parcel packing and gift wrapping
998543	Coin and currency packing services
998549	Other packaging services nowhere else classified
998551	Reservation services for transportation
998552	Reservation services for accommodation, cruises and package tours
998553	Reservation services for convention centres, congress centres and exhibition halls
998554	Reservation services for event tickets, cinema halls, entertainment and recreational services
998555	Tour operator services
998556	Tourist guide services
998557	Tourism promotion and visitor information services
998559	Other travel arrangement and related services nowhere else classified
998591	Credit reporting and rating services
998592	Collection agency services
998593	Telephone-based support services
998594	Combined office administrative services
998595	Specialised office support services such as duplicating, mailing, document preparation and the like
998596	Events, Exhibitions, Conventions and trade shows organisation and assistance services
998597	Landscape care and maintenance services
998598	Other information services n.e.c.
998599	Other support services nowhere else classified
9986	Support services to agriculture, hunting, forestry, fishing, mining and utilities
998611	Support services to agriculture, forestry, fishing, animal husbandry
998612	Pre-conditioning, pre-cooling, ripening, waxing, retail packing, labelling of fruits and vegetables
998613	Intermediate production process as job work in relation to cultivation of plants and rearing of animals
998614	Support services to forestry and logging
998615	Support services to fishing
998619	Other support services to agriculture, hunting, forestry and fishing
998621	Support services to exploration, mining or drilling of petroleum crude or natural gas or both
998622	Other support services to mining
998631	Support services to electricity transmission and distribution
998632	Support services to gas distribution
998633	Support services to water distribution
998634	Support services to distribution services of steam, hot water and air-conditioning supply
998635	Other support services to electricity, gas and water distribution
9987	Maintenance, repair and installation (except construction) services
998711	Maintenance and repair services of fabricated metal products, except machinery and equipment
998712	Maintenance and repair services of office and accounting machinery, computers and peripheral equipment
998713	Maintenance, repair or overhaul services in respect of aircrafts, aircraft engines and other aircraft components or parts
998714	Maintenance, repair or overhaul services in respect of ships and other vessels, their engines and parts
998715	Maintenance and repair services of transport machinery and equipment other than those covered by 998713 and 998714
998716	Services by way of house-keeping, such as plumbing, carpentering, etc. through an electronic commerce operator
998717	Maintenance and repair services of telecommunication equipment and apparatus
998718	Maintenance and repair services of elevators and escalators, commercial and industrial machinery
998719	Maintenance and repair services of other machinery and equipment
998721	Repair services of footwear and leather goods
998722	Repair services of watches, clocks and jewellery
998723	Repair services of garments and household textiles
998724	Repair services of furniture
998725	Repair services of bicycles
998726	Maintenance and repair services of musical instruments
998727	Repair services for photographic equipment and cameras
998729	Maintenance and repair services of other goods nowhere else classified
998731	Installation services of fabricated metal products, except machinery and equipment
998732	Installation services of industrial, manufacturing and service industry machinery and equipment
998733	Installation services of office and accounting machinery and computers
998734	Installation services of radio, television and communications equipment and apparatus
998735	Installation services of professional medical machinery and equipment, and precision and optical instruments
998736	Installation services of electrical machinery and apparatus nowhere else classified
998739	Installation services of other goods nowhere else classified
9988	Manufacturing services on physical inputs (goods) owned by others
998811	Services by way of job work in relation to meat and meat products
998812	Services by way of job work in relation to fish and fish products
998813	Services by way of job work in relation to fruits and vegetables and their products
998814	Services by way of job work in relation to dairy products
998815	Services by way of job work in relation to other food and food products of Chapters 1 to 22 of the Customs Tariff
998816	Services by way of job work in relation to products of Chapter 23 of the Customs Tariff
998817	Services by way of job work in relation to manufacture of beverages other than alcoholic liquor for human consumption
998818	Services by way of job work in relation to manufacture of tobacco and tobacco products
998819	Food, beverage and tobacco manufacturing services other than services by way of job work specified above
998821	Services by way of job work in relation to textile/textile products of Chapters 50 to 63 of the Customs Tariff
998822	Tailoring services other than by way of job work
998823	Services by way of job work in relation to leather and leather products
998829	Textile, wearing apparel and leather manufacturing services other than job work specified above
998831	Services by way of job work in relation to wood and wood products
998832	Services by way of job work in relation to paper and paper products
998839	Wood and paper manufacturing services other than services by way of job work specified above
998841	Services by way of job work in relation to coke and refined petroleum products
998842	Services by way of job work in relation to chemical products
998843	Services by way of job work in relation to pharmaceutical products
998849	Petroleum, chemical and pharmaceutical products manufacturing services other than job work specified above
998851	Services by way of job work in relation to rubber and rubber products
998852	Services by way of job work in relation to plastic and plastic products
998853	Services by way of job work in relation to other non-metallic mineral and their products
998859	Rubber, plastic and other non-metallic mineral product manufacturing services, other than job work specified above
998860	Basic metal manufacturing services
998861	Services by way of job work in relation to basic metals
998869	Basic metal manufacturing services, other than services by way of job work specified above
998871	Services by way of job work in relation to structural metal product, tank, reservoir and steam generator
998872	Services by way of job work in relation to weapon and ammunition
998873	Services by way of job work in relation to other fabricated metal products and metal treatment services
998874	Services by way of job work in relation to computer, electronic and optical products
998875	Services by way of job work in relation to electrical equipments
998876	Services by way of job work in relation to general-purpose machinery nowhere else classified
998877	Services by way of job work in relation to special-purpose machinery
998879	Fabricated metal product, machinery and equipment manufacturing services, other than job work specified above
998881	Services by way of job work in relation to motor vehicle and trailer manufacturing other than bus body building
998882	Services by way of job work in relation to other transport equipment manufacturing other than bus body building
998883	Services by way of job work in relation to bus body building
998889	Transport equipment manufacturing services, other than job work services specified above
998891	Treatment or process on goods of another person in relation to printing of newspapers, books, journals and periodicals
998892	Treatment or process on goods of another person in relation to printing of goods of Chapter 48 or 49 at CGST 6%
998893	Services by way of job work in relation to diamonds falling under Chapter 71
998894	Services by way of job work in relation to all products other than diamonds falling under Chapter 71
998895	Services by way of job work in relation to manufacture of umbrella
998896	Services by way of job work in relation to manufacture of handicrafts
998897	Services by way of job work in relation to manufacture of alcoholic liquor for human consumption
998898	Other job work services nowhere else classified
998899	Other manufacturing services nowhere else classified
9989	Other manufacturing services; publishing, printing and reproduction services; materials recovery services
998911	Publishing, on a fee or contract basis
998912	Printing and reproduction services of recorded media, on a fee or contract basis
998920	Moulding, pressing, stamping, extruding and similar plastic manufacturing services
998931	Iron and steel casting services
998932	Non-ferrous metal casting services
998933	Metal forging, pressing, stamping, roll forming and powder metallurgy services
998941	Metal waste and scrap recovery (recycling) services, on a fee or contract basis
998942	Non-metal waste and scrap recovery (recycling) services, on a fee or contract basis
998950	Other manufacturing, publishing, printing and reproduction, materials recovery services nowhere else classified
9991	Public administration and other services provided to the community as a whole; compulsory social security services
999111	Overall Government public services
999112	Public administrative services related to educational, health care, cultural and other social services
999113	Public administrative services related to the more efficient operation of business
999119	Other administrative services of the government nowhere else classified
999121	Public administrative services related to External Affairs, Diplomatic and Consular services abroad
999122	Services related to foreign economic aid
999123	Services related to foreign military aid
999124	Military defence services
999125	Civil defence services
999126	Police and fire protection services
999127	Public administrative services related to law courts
999128	Administrative services related to the detention or rehabilitation of criminals
999129	Other public administrative services provided to the community as a whole
999131	Administrative services related to sickness, maternity or temporary disablement benefit schemes
999132	Administrative services related to government employee pension schemes, old-age disability or survivors benefit schemes
999133	Administrative services related to unemployment compensation benefit schemes
999134	Administrative services related to family and child allowance programmes
999139	Other administrative services related to compulsory social security schemes
9992	Education services
999210	Pre-primary education services
999220	Primary education services
999231	Secondary education services, general
999232	Secondary education services, technical and vocational
999241	Higher education services, general
999242	Higher education services, technical
999243	Higher education services, vocational
999249	Other higher education services
999250	Specialised education services
999259	Specialised education services
999291	Cultural education services
999292	Sports and recreation education services
999293	Commercial training and coaching services
999294	Other education and training services nowhere else classified
999295	Services involving conduct of examination for admission to educational institutions
999299	Other educational support services
9993	Human health and social care services
999311	Inpatient services
999312	Services by a clinical establishment providing room (other than ICU/CCU/ICCU/NICU) with room charges over Rs 5000 a day
999313	Medical and dental services
999314	Childbirth and related services
999315	Nursing and physiotherapeutic services
999316	Ambulance services
999317	Medical laboratory and diagnostic-imaging services
999318	Blood, sperm and organ bank services
999319	Other human health services including homeopathy, unani, ayurveda, naturopathy, acupuncture and the like
999321	Residential health-care services other than by hospitals
999322	Residential care services for the elderly and persons with disabilities
999331	Residential care services for children suffering from mental retardation, mental health illnesses or substance abuse
999332	Other social services with accommodation for children
999333	Residential care services for adults suffering from mental retardation, mental health illnesses or substance abuse
999334	Other social services with accommodation for adults
999341	Vocational rehabilitation services
999349	Other social services without accommodation for the elderly and disabled nowhere else classified
999351	Child day-care services
999352	Guidance and counseling services nowhere else classified related to children
999353	Welfare services without accommodation
999359	Other social services without accommodation
9994	Sewage and waste collection, treatment and disposal and other environmental protection services
999411	Services by way of treatment of effluents by a Common Effluent Treatment Plant
999412	Sewerage and sewage treatment services
999413	Septic tank emptying and cleaning services
999419	Other sewerage, sewage treatment and septic tank cleaning services
999421	Collection services of hazardous waste
999422	Collection services of non-hazardous recyclable materials
999423	General waste collection services, residential
999424	General waste collection services, other n.e.c.
999429	Other sewage and waste collection services
999431	Waste preparation, consolidation and storage services
999432	Hazardous waste treatment and disposal services
999433	Non-hazardous waste treatment and disposal services
999439	Other waste treatment and disposal services
999441	Site remediation and clean-up services
999442	Containment, control and monitoring services and other site remediation services
999443	Building remediation services
999449	Other remediation services
999451	Sweeping and snow removal services
999459	Other sanitation services
999490	Other environmental protection services n.e.c.
999491	Treatment or disposal of biomedical waste by a common biomedical waste treatment facility to a clinical establishment
999499	Other environmental protection services nowhere else classified
9995	Services of membership organisations
999511	Services furnished by business and employers organisations
999512	Services furnished by professional organisations
999520	Services furnished by trade unions
999591	Religious services
999592	Services furnished by political organisations
999593	Services furnished by human rights organisations
999594	Services furnished by cultural and recreational associations
999595	Services furnished by environmental advocacy groups
999596	Services provided by youth associations
999597	Services furnished by other civic and social organisations
999598	Home owners associations
999599	Other services provided by other membership organisations
9996	Recreational, cultural and sporting services
999611	Sound recording services
999612	Motion picture, videotape, television and radio programme production services
999613	Audiovisual post-production services
999614	Motion picture, videotape and television programme distribution services
999615	Motion picture projection services
999616	Admission to exhibition of cinematograph films where the admission ticket is one hundred rupees or less
999617	Admission to exhibition of cinematograph films where the admission ticket is above one hundred rupees
999621	Performing arts event promotion and organisation services
999622	Performing arts event production and presentation services
999623	Performing arts facility operation services
999624	Admission or access to circus, Indian classical dance including folk dance, theatrical performance, drama, ballet etc.
999629	Other performing arts and live entertainment services nowhere else classified
999631	Services of performing artists including actors, readers, musicians, singers, dancers, independent models and the like
999632	Services of authors, composers, sculptors and other artists, except performing artists
999633	Original works of authors, composers and other artists except performing artists, painters and sculptors
999641	Museum and preservation services of historical sites and buildings
999642	Botanical, zoological and nature reserve services
999651	Sports and recreational sports event promotion and organisation services
999652	Sports and recreational sports facility operation services
999653	Services by way of admission to sporting events like Indian Premier League
999659	Other sports and recreational sports services nowhere else classified
999661	Services of athletes
999662	Support services related to sports and recreation
999691	Amusement park and similar attraction services
999692	Coin-operated amusement machine services
999693	Admission to theme parks, water parks and any other place having joy rides, merry-go-rounds, go carting, etc.
999694	Services by way of admission to casinos or race clubs or any place having casinos or race clubs
999699	Other recreation and amusement services nowhere else classified
9997	Other services
999711	Coin-operated laundry services
999712	Dry-cleaning services (including fur product cleaning services)
999713	Other textile cleaning services
999714	Pressing services
999715	Dyeing and colouring services
999719	Other washing, cleaning and dyeing services
999721	Hairdressing and barbers services
999722	Cosmetic treatment (including cosmetic or plastic surgery), manicuring and pedicuring services
999723	Physical well-being services including health club and fitness centre
999729	Other beauty and physical well-being services
999731	Cemeteries and cremation services
999732	Undertaking services
999791	Services involving commercial use or exploitation of any event
999792	Agreeing to do an act
999793	Agreeing to refrain from doing an act
999794	Agreeing to tolerate an act
999795	Conduct of religious ceremonies or rituals by persons
999799	Other services nowhere else classified
9998	Domestic services
999800	Domestic services both part time and full time
9999	Services provided by extraterritorial organisations and bodies
999900	Services provided by extraterritorial organisations and bodies
`;
