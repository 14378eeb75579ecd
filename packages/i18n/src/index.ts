export { DICTIONARIES, type Dictionary } from './dictionaries';
export { hasKey, listKeys, translate } from './translate';
