export { DICTIONARIES, type Dictionary } from './dictionaries';
export { formatMoney, formatMoneyDto, minorUnitsToDecimal } from './format-money';
export { hasKey, listKeys, translate } from './translate';
