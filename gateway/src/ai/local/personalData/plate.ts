/**
 * German licence plates: district (1–3 letters), a hyphen or space, 1–2 letters, 1–4 digits, and „E“
 * (electric) or „H“ (historic): „M-AB 1234“, „M AB 1234“, „B-XY 123E“. Letters-space-letters-number
 * is common in other text („EU AI 2024“), so such a plate needs a known district or a vehicle word nearby.
 */
import { before, isUpper, startsWord } from './characters.ts';
import { item, type PersonalDataItem } from './types.ts';

const PLATE = /(\p{Lu}{1,3})([- ])([A-Z]{1,2})[ -]?([1-9]\d{0,3})([EH])?(?![\p{L}\d])/uy;

const VEHICLE_WORDS =
  /(kennzeichen|kfz|auto|wagen|pkw|lkw|fahrzeug|transporter|motorrad|roller|kombi|limousine|suv|van|bus|lieferwagen|anhänger|halter)/u;

/** District codes: the large cities and districts, and those the newsroom's regions use most. */
const DISTRICTS = new Set(
  `A AA AB AC AE AIC AK AM AN AÖ AP AS AUR AW AZ B BA BAD BB BC BGL BI BIR BK BL BM BN BO BOR BOT BRA BS BT BZ C
  CE CHA CLP CO COC COE CUX CW D DA DAH DAN DAU DD DE DEG DEL DGF DH DL DLG DN DO DON DU DÜW E EA EBE ED EE EF EI
  EIC EL EM EMD EMS EN ER ERB ERH ES ESW EU F FB FD FDS FF FFB FG FL FN FO FR FRG FRI FS FT FÜ G GAP GE GER GF GG GI
  GL GM GÖ GP GR GS GT GTH GÜ GZ H HA HAL HAM HAS HB HBN HD HDH HE HEF HEI HER HF HG HGW HH HI HL HM HN HO HOL HOM
  HP HR HRO HS HSK HST HU HVL HWI HX HZ IGB IK IL IN IZ J JL K KA KB KC KE KEH KF KG KH KI KIB KL KLE KN KO KR KS KT
  KU KÜN KUS KYF L LA LAU LB LD LDK LDS LER LEV LG LI LIF LIP LL LM LÖ LOS LRO LU M MA MB MD ME MEI MG MI MIL MK MKK
  MM MN MOL MOS MR MS MSH MSP MST MTK MÜ MÜR MVL MYK MZ MZG N NB ND NDH NE NEA NES NEW NF NI NK NL NM NMS NOH NOM
  NR NU NVP NW NWM OA OAL OB OD OE OF OG OH OHA OHV OHZ OL OPR OS OSL OVP P PA PAF PAN PB PCH PE PF PI PIR PLÖ PM
  PR PS R RA RD RE REG RH RI RM RO ROW RP RS RT RÜD RV RW RZ S SAD SAW SB SC SDL SE SG SH SHA SHG SHK SHL SI SIG
  SIM SK SL SLF SLK SM SN SO SOK SÖM SON SP SPN SR ST STA STD SU SÜW SW SZ TBB TF TIR TÖL TR TS TÜ TUT UE UH UL UM
  UN V VB VEC VER VIE VK VS W WAF WAK WB WE WEN WES WF WHV WI WIL WL WM WN WND WO WOB WST WT WTM WÜ WUG WUN WW WZ
  Z ZW`.split(/\s+/),
);

export function findPlates(text: string): PersonalDataItem[] {
  const found: PersonalDataItem[] = [];
  for (let index = 0; index < text.length; index++) {
    if (!isUpper(text[index]) || !startsWord(text, index)) continue;
    PLATE.lastIndex = index;
    const match = PLATE.exec(text);
    if (!match) continue;
    const [whole, district, separator, , number] = match;
    const nearVehicle = VEHICLE_WORDS.test(before(text, index, 80));
    const known = DISTRICTS.has(district!);
    // A year after letters („EU AI 2024“, „VW ID 2025“) is no plate without a vehicle word.
    const yearLike = number!.length === 4 && /^(19|20)/u.test(number!);
    const plausible = separator === '-' ? known || nearVehicle : (known && !yearLike) || nearVehicle;
    if (!plausible || (yearLike && !nearVehicle)) continue;
    found.push(item('plate', text, index, index + whole!.length));
    index += whole!.length - 1;
  }
  return found;
}
