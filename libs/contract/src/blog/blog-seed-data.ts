// The blog's starting data, in one place: the platform seeds every merchant with it and the SDK's
// fake platform answers with it, so the fake's articles are the seeded ones.

/** Demo articles: two per language, the same story told in en, bn, pt and tl. */
export interface SeedArticle {
  slug: string;
  /** Days before the seed runs. */
  daysAgo: number;
  cover: string;
  text: Record<'en' | 'bn' | 'pt' | 'tl', { title: string; description: string; body: string }>;
}

export const SEED_ARTICLES: readonly SeedArticle[] = [
  {
    slug: 'install-the-app',
    daysAgo: 1,
    cover: '',
    text: {
      en: {
        title: 'Install our app in three taps',
        description: 'Add the site to your home screen on Android or iPhone and play in one tap.',
        body: '<p>Open the <strong>App download</strong> page from the menu, scan the code with your phone and follow the guide for your device.</p><ul><li>Android: Install app</li><li>iPhone: Share, then Add to Home Screen</li></ul>',
      },
      bn: {
        title: 'তিন ট্যাপে আমাদের অ্যাপ ইনস্টল করুন',
        description: 'অ্যান্ড্রয়েড বা আইফোনে হোম স্ক্রিনে সাইট যোগ করুন এবং এক ট্যাপে খেলুন।',
        body: '<p>মেনু থেকে <strong>অ্যাপ ডাউনলোড</strong> পৃষ্ঠা খুলুন, ফোন দিয়ে কোডটি স্ক্যান করুন এবং আপনার ডিভাইসের নির্দেশিকা অনুসরণ করুন।</p><ul><li>অ্যান্ড্রয়েড: অ্যাপ ইনস্টল করুন</li><li>আইফোন: শেয়ার, তারপর হোম স্ক্রিনে যোগ করুন</li></ul>',
      },
      pt: {
        title: 'Instale o nosso app em três toques',
        description: 'Adicione o site ao ecrã inicial no Android ou iPhone e jogue com um toque.',
        body: '<p>Abra a página <strong>Baixar app</strong> no menu, leia o código com o telemóvel e siga o guia do seu aparelho.</p><ul><li>Android: Instalar app</li><li>iPhone: Partilhar e Adicionar ao ecrã principal</li></ul>',
      },
      tl: {
        title: 'I-install ang aming app sa tatlong tap',
        description: 'Idagdag ang site sa home screen ng Android o iPhone at maglaro sa isang tap.',
        body: '<p>Buksan ang pahinang <strong>I-download ang app</strong> mula sa menu, i-scan ang code gamit ang telepono at sundin ang gabay ng iyong device.</p><ul><li>Android: I-install ang app</li><li>iPhone: Share, saka Add to Home Screen</li></ul>',
      },
    },
  },
  {
    slug: 'play-responsibly',
    daysAgo: 3,
    cover: '',
    text: {
      en: {
        title: 'Play responsibly: limits that work for you',
        description: 'Deposit limits, loss limits and time-outs: how to keep play fun.',
        body: '<h2>Set a limit before you play</h2><p>In your account, choose a daily, weekly or monthly deposit or loss limit. Lowering a limit takes effect at once.</p>',
      },
      bn: {
        title: 'দায়িত্বশীলভাবে খেলুন: আপনার জন্য কাজ করে এমন সীমা',
        description: 'ডিপোজিট সীমা, ক্ষতির সীমা এবং বিরতি: কীভাবে খেলা আনন্দময় রাখবেন।',
        body: '<h2>খেলার আগে একটি সীমা ঠিক করুন</h2><p>আপনার অ্যাকাউন্টে দৈনিক, সাপ্তাহিক বা মাসিক ডিপোজিট বা ক্ষতির সীমা বেছে নিন। সীমা কমালে তা সঙ্গে সঙ্গে কার্যকর হয়।</p>',
      },
      pt: {
        title: 'Jogue com responsabilidade: limites que funcionam',
        description: 'Limites de depósito, de perdas e pausas: como manter o jogo divertido.',
        body: '<h2>Defina um limite antes de jogar</h2><p>Na sua conta, escolha um limite diário, semanal ou mensal de depósito ou de perdas. Baixar um limite vale de imediato.</p>',
      },
      tl: {
        title: 'Maglaro nang responsable: mga limitasyong para sa iyo',
        description:
          'Limitasyon sa deposito, sa talo at time-out: paano manatiling masaya ang laro.',
        body: '<h2>Magtakda ng limitasyon bago maglaro</h2><p>Sa iyong account, pumili ng araw-araw, lingguhan o buwanang limitasyon sa deposito o talo. Agad na umiiral ang pagbaba ng limitasyon.</p>',
      },
    },
  },
];
