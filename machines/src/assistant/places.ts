// Where a deal happens: the cities a description most often names, with their GST State codes, so
// that "to Pune" becomes the place of supply Maharashtra (27). State names are read as themselves.
import { GST_STATES } from '../rules/gst-states.js';

const CITY_STATES: Readonly<Record<string, string>> = {
  pune: '27',
  mumbai: '27',
  nagpur: '27',
  nashik: '27',
  thane: '27',
  bengaluru: '29',
  bangalore: '29',
  mysuru: '29',
  mysore: '29',
  chennai: '33',
  coimbatore: '33',
  madurai: '33',
  hyderabad: '36',
  delhi: '07',
  'new delhi': '07',
  gurugram: '06',
  gurgaon: '06',
  faridabad: '06',
  noida: '09',
  ghaziabad: '09',
  lucknow: '09',
  kanpur: '09',
  varanasi: '09',
  kolkata: '19',
  ahmedabad: '24',
  surat: '24',
  vadodara: '24',
  rajkot: '24',
  jaipur: '08',
  jodhpur: '08',
  udaipur: '08',
  chandigarh: '04',
  ludhiana: '03',
  amritsar: '03',
  bhopal: '23',
  indore: '23',
  patna: '10',
  bhubaneswar: '21',
  kochi: '32',
  thiruvananthapuram: '32',
  guwahati: '18',
  raipur: '22',
  ranchi: '20',
  dehradun: '05',
  visakhapatnam: '37',
  vijayawada: '37',
  panaji: '30',
  goa: '30',
};

export interface Place {
  /** The place as the description names it, capitalised ("Pune", "Maharashtra"). */
  name: string;
  stateCode: string;
}

const titleCase = (words: string) => words.replace(/\b[a-z]/g, (letter) => letter.toUpperCase());

/** The place a name stands for: a known city or a State or union territory; null otherwise. */
export function placeOf(name: string): Place | null {
  const key = name.trim().toLowerCase().replace(/\s+/g, ' ');
  const city = CITY_STATES[key];
  if (city) return { name: titleCase(key), stateCode: city };
  const state = Object.entries(GST_STATES).find(([, stateName]) => stateName.toLowerCase() === key);
  return state ? { name: state[1], stateCode: state[0] } : null;
}
