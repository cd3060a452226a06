import type { ICity, ICountry, IState } from 'country-state-city';

type Dataset = typeof import('country-state-city');

/*
 * The country, state and city dataset is 17 MB: it is loaded on the first lookup (not at start-up)
 * and stays on the server; the browser asks for one list at a time.
 */
let dataset: Promise<Dataset> | undefined;
const load = () => {
  dataset ??= import('country-state-city');
  return dataset;
};

const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name);

export async function listCountries(): Promise<{ name: string; isoCode: string }[]> {
  const { Country } = await load();
  return Country.getAllCountries()
    .map((c: ICountry) => ({ name: c.name, isoCode: c.isoCode }))
    .sort(byName);
}

export async function listStates(countryCode: string): Promise<{ name: string; isoCode: string }[]> {
  const { State } = await load();
  return State.getStatesOfCountry(countryCode.toUpperCase())
    .map((s: IState) => ({ name: s.name, isoCode: s.isoCode }))
    .sort(byName);
}

export async function listCities(countryCode: string, stateCode: string): Promise<{ name: string }[]> {
  const { City } = await load();
  const names = City.getCitiesOfState(countryCode.toUpperCase(), stateCode.toUpperCase()).map((c: ICity) => c.name);
  return [...new Set(names)].sort((a, b) => a.localeCompare(b)).map((name) => ({ name }));
}

/**
 * True when the names form a real country > state > city chain. Where the dataset lists no states
 * (or no cities) for a place, the form offers the place itself, so any name is accepted there.
 */
export async function isKnownPlace(place: { country: string; state: string; city: string }): Promise<boolean> {
  const { Country, State, City } = await load();
  const country = Country.getAllCountries().find((c) => c.name === place.country);
  if (!country) return false;
  const states = State.getStatesOfCountry(country.isoCode);
  if (states.length === 0) return true;
  const state = states.find((s) => s.name === place.state);
  if (!state) return false;
  const cities = City.getCitiesOfState(country.isoCode, state.isoCode);
  return cities.length === 0 || cities.some((c) => c.name === place.city);
}

/**
 * Which part of a place is not in the dataset ('country', 'state' or 'city'), or null when the
 * chain is real: isKnownPlace's rule, telling a spreadsheet's row which of its cells to correct.
 */
export async function unknownPlacePart(place: {
  country: string;
  state: string;
  city: string;
}): Promise<'country' | 'state' | 'city' | null> {
  const { Country, State, City } = await load();
  const country = Country.getAllCountries().find((c) => c.name === place.country);
  if (!country) return 'country';
  const states = State.getStatesOfCountry(country.isoCode);
  if (states.length === 0) return null;
  const state = states.find((s) => s.name === place.state);
  if (!state) return 'state';
  const cities = City.getCitiesOfState(country.isoCode, state.isoCode);
  return cities.length === 0 || cities.some((c) => c.name === place.city) ? null : 'city';
}
