/**
 * Words of the running text of estate instruments (four letters or more): those printed in small letters in three
 * or more of the clean labelled documents, and those printed capitalised in ten or more. A scan's extra or
 * look-alike letter turns one of them into a token none of them is ("Reecords", "Sitiiated"); the repair in
 * letter-noise.ts reads such a token back only into one of these words or one the document itself prints.
 */
export const INSTRUMENT_WORDS: ReadonlySet<string> = new Set(
  `about above abutting accept acceptance accepted accepts accordance according account accountable accounting
acct accuracy accurate acknowledge acknowledged acknowledges acknowledgment acknowledgments acquainted
acquired acres acted acting acts actual addition address addresses administer administered administering
administration administrative administrator admitted adopt adopted adult adults advantages advised affect
affecting affiant affiants affidavit affirm affirmed affixed aforesaid after again against agree alan alike
allen alleys allowed allowing along also alternate amended among amount angela annexed another answerable
answers anthony anyone anything anywise apartment appear appeared appearers appears appertaining applicable
application applied apply appoint appointed appointment appraisal appraised approved approximately
appurtenances appurtenant april area arising article assessed assessment assessments assets assign assigned
assigns association assume assumes assurances attached attested attesting attn attorney auditor august
authority authorize authorized authorizing available avenue away balance bank banking bargain bargained
bargains basis bearing bears became because become been before beginning behalf behoof being belief belonging
beloved below beneficiaries beneficiary benefit benefits bequeath best between bills bind birth block blood
blvd bond book born both boulevard bounded bounds brandon brenda brother brothers building buildings burial
cabinet california called came cancel capacities capacity care carolina case cash cause caused cease ceases
center certain certificate certified certifies certify change chapter charge charged check checking child
children church circuit citizen city civil claim claimed claiming claims clarence clear clerk code codicil
codicils comes comm command commenced commission commissioned committed common commonly community company
competent complete completing compliance complied complies concerning conditions conducted conferred confirm
confirmed conforms connected connection consented conservator consideration considerations considered
consisting consists constitute constraint construed contained containing contemplated contents context
contiguous continuously convey conveyance conveyed conveying conveys copies copy corner corporation correct
cost costs county court covenant covenants covering created credit creek current damage daniel data date dated
daughter days deal dealing death debt debts decease deceased decedent december declarant declarants
declaration declare declared declares decree dedicated deed deeds defend defined degrees deliver delivered
delivering delivery demand demands denise departed department depose deposed deposes deputy descendants
descent described description designated designation desires determined devise devised devisees died diligent
direct directed directing directs discharge discharged disinterested dispose disposing dissolved distance
distant distribute distributed distributee distributees distribution distributive district divided division
divorce divorced docket document documentary documents does dollars domicile domiciled done door dorothy
drafted drive driver duly during dwayne dwelling each earl earlier easements east easterly edward effect
effective effects eighteen eighteenth eighth either elapsed electronically elements elena ellen else elsewhere
empowered enabling encumber encumbered encumbrance encumbrances ended ending enforceable enter entered entire
entireties entirety entitled entity equal equally erected esquire establish established establishing estate
estates eugene ever every evidence evidencing exact examined exceed except excise excluding exclusive execute
executed executes executing execution executor executors executrix exempt exhibit existing expenses expires
expressed extending extent facts fail fails fair false familiar family farm father february federal fees feet
feminine fiduciary fifty file filed filing final finding finds first fixed florida folio following follows
force ford foregoing forever form former formerly forming fort forth forty foster found four fourteen
fourteenth francis free friend from full fully fund funeral furnished furnishings furniture further gains
gender general gerald give given gives gloria good goods governmental grandchildren granddaughter grandson
grant granted grantee grantees grantor grantors grants greater gregory gross ground group guardian guilty half
halvorsen hand hands harold have having health heard hearing heights heir heirs heirship held helped here
hereby hereditaments herein hereinafter hereof hereon hereto heretofore hereunto herewith herself highest
highways hill himself history hold holder holds hollis holloway home homestead hospital hours house household
houses howsoever hundred husband identification identified identity illinois illness impeached improvement
improvements incapacity inches incident include included includes including inclusive incorporated incumbered
indebtedness indenture independent index indexing individual individually induce influence informal informally
information informed inherit inheritance inherited insofar instrument instruments insurer insurers intended
intending intentionally interest interests intersection intestate into inventory iron island issuance issue
issued issues issuing item james january jean jewelry joins joint jointly joseph judge judgment judicial july
june jurisdiction just kansas karen kathleen kind knew know knowingly knowledge known kowalczyk lake land
lands lane last late later lawful lawfully laws lease least leave leaving left legal legally less letters
liabilities liability liable liber liberties license lien liens life lifetime limited lindqvist line lines
listed live lived lives living located lord lorraine loss love lying lynn made mail mailed mailing main
majority make maker makes making manage manner many maps march marcus margaret maria marisol marital market
marriage marriages married masculine matter matters mean means measured medical members memory mentioned
meridian metes michael michigan mind mineral minor minutes misdemeanor mixed modified monetary money months
more mortgage mother movable must myself name named namely names nathaniel national natural necessary
necessity neighbor neither nephew never next nguyen niece nineteen nominate nominated none north northeast
northerly northwesterly notarial notarization notary note nothing notice november number numbered numbering
oath oaths obligations obtain obtainable occupy october offered office officer official okafor older once
online only open opened operation opinion opposite order ordered ordinances oregon original originals other
others otherwise over owed owing owned owner ownership page pages paid paper paragraph paragraphs parcel
parent parents park part particular particularly parties partner partnership party pass passed passes passing
patricia paul payable paying payment payments penalties penalty pending perjury permanent permits permitted
person personal personally persons petition phrases physical pickup piece place plan plat plats platted plot
plural point portion portland possessed possession post power powers practicable practice preceding precise
predeceased premises prepared prescribed presence present presented presents president previously price
principal print printed prior priority private privilege privileges priya probate probated proceeding
proceedings produced profits promise promises proof proper property proved proven provided provision
provisions pruitt public publish published purchase purchaser purchasers purporting purpose purposes pursuant
qualified qualify quarter questions raise raised range raymond read reading real reason reasonable receipt
receive received recited recognized record recordation recorded recorder recording records redact redacted
referee reference references referred regard register registered regulations reimpose related relationship
relationships relatives release released releases reliance relied rely remain remainder remaindermen
remainders remained remaining remains remarried remarry rents reported representation representations
representative representatives reproduced request requested requests required requirements requires requisite
reservations reserved reserving reside resided residence resident resides residing residuary residue respect
respective respectively responsible rest restrictions return reversions revoke revoked revoking rhonda ridge
right rights road roads ruth said saith sale same satisfaction satisfactorily satisfactory satisfied savings
sayeth says seal sealed sealing seals search second section sections secured securing security seised seized
sell sells send sense sent separate september serve served services seven severed shall share shares should
shown siblings side sideline sign signature signatures signed signer signing signs simple since single
singular sister sisters situate situated slide small social sold sole solely sons soon sound south southeast
southerly space special specially spouse square stat state stated statement statements states status statutory
stepchildren stepdaughter stepson stirpes stockholder street streets structures subdivision subject subscribed
subscriber subscribing subsequent succeeded succession successor successors such suffered sufficiently suite
superior supervision surety survey surveyed survive survived survives surviving survivor survivorship swear
sworn system take taken takes taking tangible taxes tenancy tenant tenants tenements term terminated
termination terms terrace testament testamentary testate testator testatrix texas than that their them then
thence there thereafter thereby therefor therefore therein thereof thereon thereto thereunder thereunto
thereupon these they thing thirty this thomas those thousand three through time times title together took
tools total town township tract tran transaction transfer transferred transferring transfers travis truck true
truly trust trustee trustees trusteeship truthfulness twelve twenty twice tyler type typewritten under
undersigned understand understands undivided undue union unit united university unless unmarried unpaid
unrevoked unsecured until unto upon used uses using validity valley valorem valuable value vehicle venue
verified verifies vested vesting vice virginia virtue volume voluntarily voluntary waive waived walter warrant
warrants warranty washington water waters wayne ways wedlock well were west westerly whatever whatsoever when
whenever where whereby wherein whereof whereupon wherever whether which whichever while whitcomb whitfield
whole whom whose wide widow widower wife will willingly wills with within without witness witnesses woman word
words worth would write writing written year years yolanda york your zoning`.split(/\s+/),
);
