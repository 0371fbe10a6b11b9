import type { Translation } from '../../lib/messages';
import type { settingsMessages } from '../en/settings';

export const settings: Translation<typeof settingsMessages.en> = {
  language: 'Dil',
  slippage: 'Kayma toleransı',
  customSlippage: 'Özel kayma (%)',
  custom: 'Özel',
  current: 'Geçerli: {value}',
  currentDefault: 'Geçerli: {value} (varsayılan)',
  useDefault: 'Varsayılanı kullan ({value})',
  slippageLow: 'Bu kadar düşük kayma: işleminiz başarısız olabilir.',
  slippageHigh: 'Bu kadar yüksek kayma: tekliften çok daha azını alabilirsiniz.',
  slippageNotANumber: '0,5 gibi bir yüzde girin.',
  slippageDecimals: 'En fazla iki ondalık basamak kullanın (%0,01).',
  slippageTooHigh: '{max} üzerindeki kayma kabul edilmez.',
  evmPriorityFee: 'EVM öncelik ücreti',
  solanaPriorityFee: 'Solana öncelik ücreti',
  solanaTip: 'Solana bahşişi',
  feeWithUnit: '{label} ({unit})',
  auto: 'Otomatik',
  levelLow: 'Düşük',
  levelMedium: 'Orta',
  levelHigh: 'Yüksek',
  levelUltra: 'Çok yüksek',
  levelDegen: 'En yüksek',
  feeNotANumber: 'Bir sayı girin.',
  feeWholeNumber: 'Bir tam sayı girin.',
  feeDecimals: {
    one: 'En fazla {count} ondalık basamak.',
    other: 'En fazla {count} ondalık basamak.',
  },
  feeTooHigh: 'Bu değer çok yüksek.',
  liteMode: 'Lite mod',
  liteModeDescription:
    'Tarayıcınızda oluşturulan, doğrudan tek adımlı Solana rotaları. Daha küçük işlemler.',
  unlimitedApprovals: 'Sınırsız token onayları',
  unlimitedApprovalsDescription:
    'Kapalı: her takas yalnızca harcayacağı miktarı onaylar. Açık: token ve sözleşme başına tek onay, ancak o sözleşme bundan sonra o tokenin tamamını harcayabilir.',
  providers: 'Sağlayıcılar',
  providersNone: 'Rotalar bulunduğunda sağlayıcılar burada görünür.',
  providersHint:
    'Bir sağlayıcı “Yalnızca” olarak ayarlandığında rotalar yalnızca bu sağlayıcıları kullanır.',
  providerAny: 'Kullan',
  providerOnly: 'Yalnızca',
  providerNever: 'Asla',
};
