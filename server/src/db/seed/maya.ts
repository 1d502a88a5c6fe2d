/**
 * The 13-moon calendar's information articles, written for this product in traditional Chinese and
 * English. Each body is a list of paragraphs; the rows join them with blank lines.
 * Categories: calendar, seals, tones, moons (the app's information page groups by them in that order).
 */
type T = [zh: string, en: string]

export interface MayaArticleSeed {
  id: number
  category: 'calendar' | 'seals' | 'tones' | 'moons'
  title: T
  summary: T
  body: { zh: string[]; en: string[] }
}

export const MAYA_ARTICLES: MayaArticleSeed[] = [
  {
    id: 1,
    category: 'calendar',
    title: ['什麼是 13 月亮曆', 'What is the 13-Moon Calendar?'],
    summary: [
      '一年 13 個月亮、每月 28 天，再加上一天無時間日：一種把時間當作節奏的曆法。',
      'Thirteen moons of 28 days plus one Day Out of Time: a calendar that treats time as rhythm.'
    ],
    body: {
      zh: [
        '13 月亮曆是一種以自然節奏為核心的曆法。它把一年分成 13 個月亮，每個月亮都是整整 28 天，也就是四個完整的星期。13 乘以 28 等於 364 天，剩下的一天稱為「無時間日」，不屬於任何月亮，是一年結束時留給休息與慶祝的空白。',
        '與我們熟悉的西曆相比，13 月亮曆最大的特色是「規律」。每個月亮的第一天永遠是星期的第一天，每個月亮的日期排列都一模一樣。當月份不再有 28、30、31 天的差別，人們比較容易感受到身體與情緒的週期，也更容易安排一段固定的練習。',
        '除了月亮的日期，13 月亮曆還有另一個同時運行的循環：260 天的卓爾金（Tzolkin）。卓爾金由 20 個圖騰與 13 個調性交織而成，每一天都有一個獨特的組合，稱為「星系印記」或「Kin」。在這個 App 的日曆頁，你可以同時看到今天的月亮日期與今天的印記。',
        '這套曆法在 1990 年代由何塞・阿圭列斯（José Argüelles）等人整理推廣，靈感來自古代馬雅的計時方式，但它本身是一套現代的、象徵性的系統。把它當作一面鏡子，而不是命運的判決：每天看一眼自己的印記，問問自己今天想帶著什麼樣的意圖生活，就是最好的用法。'
      ],
      en: [
        'The 13-Moon Calendar is a calendar built around natural rhythm. It divides the year into thirteen moons of exactly 28 days each, that is, four complete weeks. Thirteen times 28 is 364 days; the one day left over is the Day Out of Time, which belongs to no moon and is kept at the end of the year for rest and celebration.',
        'Compared with the Gregorian calendar, its most striking feature is regularity. The first day of every moon is always the first day of a week, and every moon has exactly the same layout. Without months of 28, 30 or 31 days, it becomes easier to notice the cycles of body and mood, and easier to keep a steady practice.',
        "Alongside the moon dates runs a second cycle: the 260-day Tzolkin. It weaves 20 seals together with 13 tones, so that every day carries a unique combination called its galactic signature, or kin. On the calendar page of this app you see today's moon date and today's signature side by side.",
        'The calendar was shaped and popularised in the 1990s by José Argüelles and others. It draws on the ancient Maya way of counting days, but it is a modern, symbolic system in its own right. Treat it as a mirror rather than a verdict: glance at your signature each day and ask what intention you want to carry. That is the best way to use it.'
      ]
    }
  },
  {
    id: 2,
    category: 'calendar',
    title: ['13 × 28：一年的結構與無時間日', '13 × 28: the shape of the year and the Day Out of Time'],
    summary: [
      '新年從 7 月 26 日開始，到 7 月 24 日結束，7 月 25 日是無時間日。',
      'The year starts on 26 July, ends on 24 July, and 25 July is the Day Out of Time.'
    ],
    body: {
      zh: [
        '13 月亮曆的新年是每年的 7 月 26 日。這一天是第一個月亮「磁性之月」的第一天。之後每 28 天換一個月亮，第十三個月亮「宇宙之月」在隔年的 7 月 24 日結束。',
        '7 月 25 日就是「無時間日」。它不屬於任何月亮，也不屬於任何星期，但它仍然有自己的卓爾金印記。許多人在這一天刻意放慢腳步：不安排工作、和朋友一起創作、靜坐或散步，把它當作一年結束時的深呼吸。',
        '因為每個月亮都是 28 天，所以每個月亮的第 1、8、15、22 天永遠是星期的第一天。你可以把每週的第一天設為練習日，例如固定在這幾天做一次較長的冥想，一年下來就是 52 次穩定的節奏。',
        '在日曆頁中，月亮以四行七列的方式排列，一行就是一個星期。若你切換到包含 7 月 25 日的那一年年底，會看到無時間日單獨標示在第十三個月亮之後。'
      ],
      en: [
        'The new year of the 13-Moon Calendar falls on 26 July. That day is day 1 of the first moon, the Magnetic Moon. Every 28 days a new moon begins, and the thirteenth, the Cosmic Moon, ends on 24 July of the following year.',
        '25 July is the Day Out of Time. It belongs to no moon and no week, yet it still has its own Tzolkin signature. Many people deliberately slow down on this day: no work, making something with friends, sitting in silence or walking, a deep breath at the end of the year.',
        'Because every moon has 28 days, days 1, 8, 15 and 22 of every moon are always the first day of a week. You could make that day your practice day, for example a longer meditation each time, which gives 52 steady beats over the year.',
        'On the calendar page each moon is laid out in four rows of seven, one row per week. Move to the end of a year and you will see the Day Out of Time shown on its own after the thirteenth moon.'
      ]
    }
  },
  {
    id: 3,
    category: 'calendar',
    title: ['2 月 29 日：0.0 胡納庫', '29 February: 0.0 Hunab Ku'],
    summary: [
      '閏日不計入卓爾金：它與 2 月 28 日共用同一個印記，也不屬於任何月亮日期。',
      "The leap day is not counted in the Tzolkin: it shares 28 February's signature and has no moon date."
    ],
    body: {
      zh: [
        '西曆每四年多出一天 2 月 29 日，但 13 月亮曆的每一年都固定是 365 天：364 天的月亮加上一天無時間日。那麼閏日怎麼辦？答案是：它被稱為「0.0 胡納庫」，不計入任何月亮，也不推進卓爾金的計數。',
        '因此在這套曆法裡，同一個日期一年後的印記一定前進 105 個 Kin（365 除以 260 的餘數），不論中間有沒有閏年。3 月 1 日也永遠是 2 月 28 日的下一個 Kin。',
        '那麼生日在 2 月 29 日的人呢？依照原始的慣例，2 月 29 日採用 2 月 28 日的印記。這個 App 的親友頁也是這樣計算：輸入 2000-02-29，你會看到與 2000-02-28 相同的星系印記，並附上一段說明。',
        '0.0 胡納庫落在第八個月亮「銀河之月」之中。在日曆的月亮視圖裡，它會以特別的樣式出現在 2 月 28 日之後，提醒你這是一個在計數之外的日子。'
      ],
      en: [
        'The Gregorian calendar adds 29 February every four years, but every 13-Moon year has exactly 365 days: 364 moon days plus the Day Out of Time. So what happens to the leap day? It is called 0.0 Hunab Ku: it belongs to no moon and does not move the Tzolkin count forward.',
        'As a result, the signature of a date one year later is always 105 kin further on (365 leaves 105 after dividing by 260), whether or not a leap year lies in between. And 1 March is always the kin right after 28 February.',
        'What about people born on 29 February? By the original convention, 29 February takes the signature of 28 February. The people page of this app counts the same way: enter 2000-02-29 and you will see the same signature as 2000-02-28, with a short note.',
        "0.0 Hunab Ku falls inside the eighth moon, the Galactic Moon. In the calendar's moon view it appears after 28 February with its own style, a reminder that this day stands outside the count."
      ]
    }
  },
  {
    id: 4,
    category: 'calendar',
    title: ['讀懂你的星系印記', 'Reading your galactic signature'],
    summary: [
      'Kin 編號、圖騰、調性、顏色、波符與城堡：一個印記裡的六個資訊。',
      'Kin number, seal, tone, colour, wavespell and castle: six things in one signature.'
    ],
    body: {
      zh: [
        '每一天都有一個 1 到 260 的 Kin 編號。Kin 由兩個循環組成：20 個圖騰依序輪轉，13 個調性也同時依序輪轉。因為 20 和 13 沒有公因數，兩者要經過 260 天才會回到同一個組合。',
        '以 2013 年 7 月 26 日為例，它是 Kin 164，名稱是「黃色銀河的種子」：黃色是圖騰的顏色，銀河是第 8 個調性，種子是第 4 個圖騰。讀名字的順序是顏色、調性、圖騰。',
        '每 13 個 Kin 組成一個「波符」，以第一天的圖騰命名，例如 Kin 1 到 Kin 13 是紅龍波符。每 52 個 Kin 組成一座「城堡」，一共五座，分別是紅、白、藍、黃、綠。波符像是一段 13 天的旅程，城堡則是更長的一個季節。',
        '生日的印記常被視為一個人的「主印記」。你可以在親友頁輸入生日，看看自己與家人的印記，再對照知識頁中對圖騰與調性的介紹，找到幾個能帶進日常生活的關鍵字。'
      ],
      en: [
        'Every day has a kin number from 1 to 260. A kin combines two cycles: the 20 seals turn in order while the 13 tones turn at the same time. Because 20 and 13 share no common factor, it takes 260 days for the same pair to come round again.',
        "Take 26 July 2013: it is Kin 164, the Yellow Galactic Seed. Yellow is the colour of the seal, Galactic is the eighth tone and Seed is the fourth seal. A kin's name reads colour, tone, seal.",
        'Every 13 kin form a wavespell, named after the seal of its first day: Kin 1 to Kin 13 is the Red Dragon Wavespell. Every 52 kin form a castle, five in all: red, white, blue, yellow and green. A wavespell is a thirteen-day journey; a castle is a longer season.',
        "The signature of a birthday is often seen as a person's destiny kin. On the people page you can enter birthdays to see your own signature and your family's, then read about the seals and tones here to find a few words worth carrying into daily life."
      ]
    }
  },
  {
    id: 5,
    category: 'calendar',
    title: ['神諭十字：五個印記的關係', 'The oracle: five signatures in a cross'],
    summary: [
      '主印記、引導、支持、挑戰與隱藏力量，如何從一個 Kin 推算出來。',
      'Destiny, guide, analog, antipode and occult, and how they follow from one kin.'
    ],
    body: {
      zh: [
        '每個 Kin 都有一個由五個印記組成的「神諭」，畫成十字形：中央是主印記，上方是引導，右方是支持，左方是挑戰，下方是隱藏的力量。親友頁為每一位親友畫出這個十字。',
        '支持（類比）的圖騰與主印記相加等於 19（黃太陽算作 0），調性相同，代表自然契合、互相滋養的力量。挑戰（對立）是相隔 130 天的印記，圖騰相差 10，代表能讓人成長的拉扯。隱藏的力量則是 261 減去主印記的 Kin，代表意想不到的資源。',
        '引導與主印記同顏色、同調性，它的圖騰依調性而定：調性 1、6、11 的引導就是自己的圖騰；調性 2、7、12 往前 8 個；調性 3、8、13 往後 4 個；調性 4、9 往前 4 個；調性 5、10 往後 8 個。',
        '這些關係不是預言，而是一種提問的方式。例如看到挑戰的圖騰時，可以問自己：最近有哪件事讓我不太舒服，卻正在推動我改變？把答案寫下來，就是一次很好的反思練習。'
      ],
      en: [
        'Every kin has an oracle of five signatures drawn as a cross: the destiny kin in the centre, the guide above, the analog to the right, the antipode to the left and the occult below. The people page draws this cross for everyone you save.',
        'The analog has the same tone, and its seal adds up with the destiny seal to 19 (Yellow Sun counts as 0): a natural, nourishing partner. The antipode lies 130 days away with a seal 10 apart: the pull that makes you grow. The occult is 261 minus the destiny kin: the hidden, unexpected resource.',
        'The guide shares colour and tone with the destiny kin, and its seal depends on the tone: for tones 1, 6 and 11 it is the seal itself; for 2, 7 and 12, eight seals back; for 3, 8 and 13, four seals on; for 4 and 9, four back; for 5 and 10, eight on.',
        'These relations are not predictions but a way of asking questions. When you look at your antipode, ask: what has been uncomfortable lately, yet is pushing me to change? Writing the answer down is a good reflection in itself.'
      ]
    }
  },
  {
    id: 6,
    category: 'seals',
    title: ['20 個圖騰與四種顏色', 'The twenty seals and the four colours'],
    summary: [
      '從紅龍到黃太陽：紅色開啟、白色淨化、藍色轉化、黃色成熟。',
      'From Red Dragon to Yellow Sun: red initiates, white refines, blue transforms, yellow ripens.'
    ],
    body: {
      zh: [
        '卓爾金的 20 個圖騰依序是：紅龍、白風、藍夜、黃種子、紅蛇、白世界橋、藍手、黃星星、紅月、白狗、藍猴、黃人、紅天行者、白巫師、藍鷹、黃戰士、紅地球、白鏡、藍風暴、黃太陽。',
        '圖騰的顏色按照紅、白、藍、黃的順序循環。紅色代表開始與誕生，像清晨的第一道光；白色代表淨化與整理，把多餘的放下；藍色代表轉化，讓事物改變形態；黃色代表成熟與收成，把經驗變成智慧。',
        '同一種顏色的五個圖騰組成一個「家族」。例如紅色家族是紅龍、紅蛇、紅月、紅天行者與紅地球，它們都帶有啟動的能量。神諭中的引導永遠與主印記同色，所以認識自己的顏色家族，也就認識了引導可能出現的樣子。',
        '在這個 App 中，每個圖騰都畫成一塊帶顏色的方形圖示，中間是簡單的象徵圖案。它們是為本產品重新繪製的簡化符號，方便在手機上辨識。'
      ],
      en: [
        'The twenty seals of the Tzolkin, in order, are: Red Dragon, White Wind, Blue Night, Yellow Seed, Red Serpent, White World-Bridger, Blue Hand, Yellow Star, Red Moon, White Dog, Blue Monkey, Yellow Human, Red Skywalker, White Wizard, Blue Eagle, Yellow Warrior, Red Earth, White Mirror, Blue Storm and Yellow Sun.',
        'Their colours repeat red, white, blue, yellow. Red stands for beginning and birth, like the first light of morning; white for refining and clearing, letting go of what is extra; blue for transformation, changing the shape of things; yellow for ripening and harvest, turning experience into wisdom.',
        "The five seals of one colour form a family. The red family is Red Dragon, Red Serpent, Red Moon, Red Skywalker and Red Earth, all carrying the energy of initiation. The guide in an oracle always shares the destiny kin's colour, so knowing your colour family tells you what your guide may look like.",
        'In this app every seal is drawn as a coloured tile with a simple symbol in the middle. These are simplified glyphs redrawn for the product, easy to recognise on a phone screen.'
      ]
    }
  },
  {
    id: 7,
    category: 'seals',
    title: ['紅色與白色圖騰', 'The red and white seals'],
    summary: [
      '十個圖騰的關鍵字：滋養、溝通、生存、平衡、淨化、愛、探索、魔法、進化與反映。',
      'Keywords for ten seals: nurture, communicate, survive, equalise, purify, love, explore, enchant, evolve, reflect.'
    ],
    body: {
      zh: [
        '紅龍：滋養與誕生。像母親照顧新生兒一樣，提醒我們先照顧好自己的存在。白風：溝通與呼吸。一句真誠的話、一次深長的呼吸，都是靈性的流動。',
        '紅蛇：生命力與本能。身體知道什麼是安全的，傾聽它。白世界橋：平衡與放下。每一次結束都打開一個新的機會，像一座橋連結兩岸。',
        '紅月：淨化與流動。水不抗拒地形，卻能穿越一切。白狗：愛與忠誠。對人、對承諾、對自己的心保持溫柔的忠誠。',
        '紅天行者：探索與清醒。帶著好奇走進未知的空間。白巫師：魔法與接納。不急著控制，安靜地等待，時間自然會打開。',
        '紅地球：進化與同步。留意生活中的巧合，它們常是方向的提示。白鏡：反映與秩序。別人身上讓你在意的特質，往往也在自己身上。'
      ],
      en: [
        'Red Dragon: nurture and birth. Like a mother caring for a newborn, it reminds us first to look after our own being. White Wind: communication and breath. An honest word or a long, deep breath is spirit in motion.',
        'Red Serpent: life force and instinct. The body knows what is safe; listen to it. White World-Bridger: equalising and letting go. Every ending opens an opportunity, like a bridge joining two banks.',
        'Red Moon: purification and flow. Water does not fight the land, yet it passes through everything. White Dog: love and loyalty. Keep a gentle loyalty to people, to promises and to your own heart.',
        'Red Skywalker: exploration and wakefulness. Walk into unknown space with curiosity. White Wizard: enchantment and receptivity. Instead of rushing to control, wait quietly; time opens by itself.',
        'Red Earth: evolution and synchronicity. Notice the coincidences of daily life; they often point the way. White Mirror: reflection and order. What catches your attention in others is often in you as well.'
      ]
    }
  },
  {
    id: 8,
    category: 'seals',
    title: ['藍色與黃色圖騰', 'The blue and yellow seals'],
    summary: [
      '十個圖騰的關鍵字：夢想、療癒、遊戲、創造、催化、目標、美、智慧、無畏與光。',
      'Keywords for ten seals: dream, heal, play, create, catalyse, target, beautify, influence, question, enlighten.'
    ],
    body: {
      zh: [
        '藍夜：夢想與直覺。在安靜的夜裡，看見內在的豐盛。黃種子：目標與覺察。一顆種子知道自己要長成什麼，專注在真正想培育的事情上。',
        '藍手：療癒與完成。動手去做，完成一件小事，本身就是一種療癒。黃星星：美與藝術。在平凡的日子裡加一點優雅，讓生活成為作品。',
        '藍猴：遊戲與魔法。放下嚴肅，用孩子的眼光看世界。黃人：智慧與自由意志。你的選擇會影響他人，溫和而清楚地做選擇。',
        '藍鷹：創造與視野。從高處看全局，讓心智描繪出新的可能。黃戰士：提問與無畏。勇氣不是沒有恐懼，而是願意帶著問題前進。',
        '藍風暴：催化與自我更新。風暴過後，空氣變得清新。黃太陽：開悟與生命。像太陽一樣無條件地給予溫暖，也照亮自己。'
      ],
      en: [
        'Blue Night: dreams and intuition. In the quiet of night, see the abundance within. Yellow Seed: targeting and awareness. A seed knows what it will become; focus on what you truly want to grow.',
        'Blue Hand: healing and accomplishment. Doing something with your hands and finishing a small task is healing in itself. Yellow Star: beauty and art. Add a little elegance to an ordinary day and let life become a work of art.',
        "Blue Monkey: play and magic. Put seriousness down and see the world through a child's eyes. Yellow Human: wisdom and free will. Your choices touch others; make them gently and clearly.",
        'Blue Eagle: creation and vision. See the whole from above and let the mind draw new possibilities. Yellow Warrior: questioning and fearlessness. Courage is not the absence of fear but the will to go on with your questions.',
        'Blue Storm: catalysis and self-renewal. After a storm the air is fresh. Yellow Sun: enlightenment and life. Give warmth without conditions, as the sun does, and let it light you too.'
      ]
    }
  },
  {
    id: 9,
    category: 'tones',
    title: ['13 個調性：創造的節奏', 'The thirteen tones: a rhythm of creation'],
    summary: [
      '從磁性到宇宙，13 個調性描述一件事從意圖到完成的過程。',
      'From Magnetic to Cosmic, the thirteen tones describe how a thing moves from intention to completion.'
    ],
    body: {
      zh: [
        '調性是印記中的數字，用馬雅的點與橫線表示：一個點是 1，一條橫線是 5。13 個調性依序是：磁性、月亮、電力、自我存在、超頻、韻律、共振、銀河、太陽、行星、光譜、水晶、宇宙。',
        '前半段描述一件事如何開始。磁性（1）確立目的；月亮（2）看見挑戰；電力（3）啟動服務；自我存在（4）定義形式；超頻（5）匯聚力量；韻律（6）建立平衡；共振（7）向內調頻，是整個旅程的中心。',
        '後半段描述事情如何成熟。銀河（8）讓行動與信念一致；太陽（9）擴展意圖；行星（10）讓它顯化；光譜（11）釋放不再需要的部分；水晶（12）與他人合作；宇宙（13）超越並回到當下。',
        '你可以用這 13 個步驟安排任何計畫。例如一個 13 天的冥想挑戰：第一天寫下目的，第七天停下來聆聽內在，第十一天放下不需要的習慣，第十三天回顧並感謝。'
      ],
      en: [
        'A tone is the number in a signature, written with Maya dots and bars: a dot is 1 and a bar is 5. The thirteen tones in order are Magnetic, Lunar, Electric, Self-Existing, Overtone, Rhythmic, Resonant, Galactic, Solar, Planetary, Spectral, Crystal and Cosmic.',
        'The first half tells how something begins. Magnetic (1) sets the purpose; Lunar (2) sees the challenge; Electric (3) activates service; Self-Existing (4) defines the form; Overtone (5) gathers power; Rhythmic (6) finds balance; Resonant (7) attunes inward and is the centre of the journey.',
        'The second half tells how it ripens. Galactic (8) brings action in line with belief; Solar (9) extends the intention; Planetary (10) manifests it; Spectral (11) releases what is no longer needed; Crystal (12) cooperates with others; Cosmic (13) transcends and returns to presence.',
        'You can shape any plan with these thirteen steps. Try a thirteen-day meditation challenge: on day one write down your purpose, on day seven pause and listen within, on day eleven let go of a habit you no longer need, and on day thirteen look back with gratitude.'
      ]
    }
  },
  {
    id: 10,
    category: 'tones',
    title: ['波符：13 天的旅程', 'The wavespell: a thirteen-day journey'],
    summary: [
      '每 13 天一個波符，以第一天的圖騰命名；260 天共有 20 個波符。',
      'Every thirteen days form a wavespell named after its first seal; 260 days hold twenty of them.'
    ],
    body: {
      zh: [
        '當 13 個調性從磁性走到宇宙，就完成了一個「波符」。波符以第一天（磁性調性那天）的圖騰命名：Kin 1 到 13 是紅龍波符，Kin 14 到 26 是白巫師波符，之後依序輪轉，260 天裡一共有 20 個波符。',
        '波符的圖騰為這 13 天定下主題。例如在白巫師波符裡，可以練習接納與等待；在藍鷹波符裡，可以練習從更高的視角看事情。你在日曆頁點選任何一天，都能看到它屬於哪一個波符。',
        '一個實用的方法是在波符的第一天寫下一個小意圖，在第七天（共振）檢查自己的狀態，在第十三天（宇宙）回顧整段旅程。這樣一年大約會有 28 次小小的循環，比一年一次的新年願望更容易落實。'
      ],
      en: [
        'When the thirteen tones have gone from Magnetic to Cosmic, a wavespell is complete. A wavespell is named after the seal of its first, Magnetic day: Kin 1 to 13 is the Red Dragon Wavespell, Kin 14 to 26 the White Wizard Wavespell, and so on; the 260 days hold twenty wavespells.',
        "The wavespell's seal sets the theme for its thirteen days. In the White Wizard Wavespell you might practise receptivity and patience; in the Blue Eagle Wavespell, looking at things from a higher point of view. Tap any day on the calendar page to see which wavespell it belongs to.",
        "A practical way to use it: on the first day of a wavespell write down a small intention, check in with yourself on day seven (Resonant) and look back on the whole journey on day thirteen (Cosmic). That gives about twenty-eight small cycles a year, far easier to keep than one New Year's resolution."
      ]
    }
  },
  {
    id: 11,
    category: 'tones',
    title: ['五座城堡', 'The five castles'],
    summary: [
      '每 52 個 Kin 一座城堡：紅色啟動、白色跨越、藍色燃燒、黃色給予、綠色魔法。',
      'A castle every 52 kin: red turning, white crossing, blue burning, yellow giving, green enchantment.'
    ],
    body: {
      zh: [
        '四個波符，也就是 52 天，組成一座城堡。260 天的卓爾金一共有五座城堡：紅色東方啟動之堡、白色北方跨越之堡、藍色西方燃燒之堡、黃色南方給予之堡，以及綠色中央魔法之堡。',
        '前四座城堡的顏色與圖騰的四種顏色相同，分別帶有開始、淨化、轉化與成熟的氣氛。第五座綠色城堡位於中央，象徵把前面四個季節的經驗整合起來，讓生活本身變得神奇。',
        '52 天大約是七個多星期，是一段很適合培養習慣的長度。你可以在每座城堡開始時選一個想深化的練習，例如固定的晨間靜坐，並在城堡結束時評估它帶來的改變。'
      ],
      en: [
        'Four wavespells, that is 52 days, make a castle. The 260-day Tzolkin has five: the Red Eastern Castle of Turning, the White Northern Castle of Crossing, the Blue Western Castle of Burning, the Yellow Southern Castle of Giving and the Green Central Castle of Enchantment.',
        'The first four share the colours of the seals and carry their moods: beginning, refining, transforming and ripening. The fifth, green castle sits at the centre: it gathers the experience of the four seasons before it and lets everyday life become enchanted.',
        'Fifty-two days is a little over seven weeks, a good length for building a habit. At the start of each castle choose one practice to deepen, such as a regular morning sit, and at the end of the castle notice what it has changed.'
      ]
    }
  },
  {
    id: 12,
    category: 'moons',
    title: ['13 個月亮與牠們的圖騰動物', 'The thirteen moons and their totem animals'],
    summary: [
      '從磁性蝙蝠之月到宇宙烏龜之月：每個月亮的日期、動物與提問。',
      'From the Magnetic Bat Moon to the Cosmic Turtle Moon: dates, animals and questions.'
    ],
    body: {
      zh: [
        '每個月亮都以一個調性命名，並有一隻圖騰動物。磁性之月（蝙蝠，7/26–8/22）問：我的目的是什麼？月亮之月（蠍子，8/23–9/19）問：我的挑戰是什麼？電力之月（鹿，9/20–10/17）問：我如何最好地服務？自我存在之月（貓頭鷹，10/18–11/14）問：我的服務會採取什麼形式？',
        '超頻之月（孔雀，11/15–12/12）問：我如何最好地賦予自己力量？韻律之月（蜥蜴，12/13–1/9）問：我如何與他人平衡？共振之月（猴子，1/10–2/6）問：我如何調和自己的服務？銀河之月（鷹，2/7–3/6）問：我是否活出自己所相信的？閏年的 2 月 29 日也落在這個月亮裡。',
        '太陽之月（美洲豹，3/7–4/3）問：我如何達成目的？行星之月（狗，4/4–5/1）問：我如何完善我所做的？光譜之月（蛇，5/2–5/29）問：我如何釋放與放下？水晶之月（兔子，5/30–6/26）問：我如何奉獻給所有生命？宇宙之月（烏龜，6/27–7/24）問：我如何擴展喜悅與愛？',
        '每個月亮開始時，讀一讀它的問題，寫在日記的第一頁。28 天後再回來看，你會發現一年 13 個問題，慢慢串成一段完整的自我探索。'
      ],
      en: [
        'Each moon is named after a tone and has a totem animal. The Magnetic Moon (Bat, 26 Jul–22 Aug) asks: what is my purpose? The Lunar Moon (Scorpion, 23 Aug–19 Sep): what is my challenge? The Electric Moon (Deer, 20 Sep–17 Oct): how can I best serve? The Self-Existing Moon (Owl, 18 Oct–14 Nov): what form will my service take?',
        'The Overtone Moon (Peacock, 15 Nov–12 Dec) asks: how can I best empower myself? The Rhythmic Moon (Lizard, 13 Dec–9 Jan): how can I balance with others? The Resonant Moon (Monkey, 10 Jan–6 Feb): how can I attune my service? The Galactic Moon (Hawk, 7 Feb–6 Mar): do I live what I believe? In leap years 29 February falls within this moon.',
        'The Solar Moon (Jaguar, 7 Mar–3 Apr) asks: how do I attain my purpose? The Planetary Moon (Dog, 4 Apr–1 May): how do I perfect what I do? The Spectral Moon (Serpent, 2 May–29 May): how do I release and let go? The Crystal Moon (Rabbit, 30 May–26 Jun): how can I dedicate myself to all that lives? The Cosmic Moon (Turtle, 27 Jun–24 Jul): how can I expand my joy and love?',
        'At the start of each moon, read its question and write it on the first page of your journal. Come back after 28 days, and over a year the thirteen questions become one continuous piece of self-discovery.'
      ]
    }
  },
  {
    id: 13,
    category: 'moons',
    title: ['用 28 天的節奏生活', 'Living by a 28-day moon'],
    summary: [
      '四個星期、固定的排列：把冥想與休息安排進每個月亮。',
      'Four weeks, always the same layout: fitting meditation and rest into every moon.'
    ],
    body: {
      zh: [
        '28 天的月亮與許多身體與自然的週期相近，而且每個月亮的結構完全相同：四個星期，每週七天。這讓「第幾週做什麼」變得非常簡單，不必每個月重新計算。',
        '一個簡單的安排是：第一週設定意圖，從短短五分鐘的靜坐開始；第二週加入呼吸練習，觀察情緒的起伏；第三週延長練習時間，或嘗試一堂新的課程；第四週回顧與休息，為下一個月亮做準備。',
        '在這個 App 裡，你可以在日曆頁看到今天是月亮的第幾天，並在冥想頁找到適合這個階段的音訊。當節奏穩定下來，練習就不再依賴意志力，而是像潮汐一樣自然地來去。'
      ],
      en: [
        'A 28-day moon is close to many cycles of body and nature, and every moon has exactly the same structure: four weeks of seven days. That makes "what do I do in which week" very simple, with no recalculating each month.',
        'A simple plan: in the first week set an intention and begin with five minutes of sitting; in the second add a breathing practice and watch your moods rise and fall; in the third lengthen the practice or try a new course; in the fourth look back and rest, ready for the next moon.',
        'In this app the calendar page shows which day of the moon today is, and the meditation pages offer audio for each stage. Once the rhythm settles, practice no longer depends on willpower; it comes and goes naturally, like the tide.'
      ]
    }
  }
]

/** Table rows for `maya_articles`. */
export function mayaArticleRows() {
  return MAYA_ARTICLES.map((a, i) => ({
    id: a.id,
    category: a.category,
    sort: i,
    titleZh: a.title[0],
    titleEn: a.title[1],
    summaryZh: a.summary[0],
    summaryEn: a.summary[1],
    bodyZh: a.body.zh.join('\n\n'),
    bodyEn: a.body.en.join('\n\n')
  }))
}
