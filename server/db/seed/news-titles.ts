import type { Lang } from '../../../core/rules/languages.js';
import type { NewsKey } from './news.js';

/**
 * Title and summary of each seeded article in the languages without a translated body: the list reads
 * in the reader's language, and the article body falls back to English (news-repository.ts).
 */
export const NEWS_TITLES: Record<Exclude<Lang, 'en' | 'hk'>, Record<NewsKey, [title: string, desc: string]>> = {
  jp: {
    'demo-reset': ['デモ口座がワンタップでリセット可能に', '練習用口座をいつでも 100,000 USD の残高からやり直せます。'],
    'gold-weekly': [
      '金 週間見通し：ドルと実質金利が方向を決める',
      'XAU/USD を動かす要因、売買が集まりやすい水準、100 オンス単位のロットでのポジションサイズの考え方。',
    ],
    'btc-weekly': [
      'ビットコイン 週間見通し：休まない市場での取引',
      'BTC/USD は週末も含め 24 時間取引されます。終わりのない市場でのボラティリティへの備え方。',
    ],
    'eurusd-weekly': [
      'EUR/USD 週間見通し：二つの中央銀行、一つの為替レート',
      '世界で最も取引される通貨ペアはユーロとドルの金利差で動きます。注目点をまとめました。',
    ],
    leverage: [
      'リスク教育：レバレッジが口座に与える本当の影響',
      'レバレッジが下げるのは必要証拠金であり、1 pip あたりの損益は変わりません。',
    ],
    'stop-out': [
      'リスク教育：ストップアウトの仕組みと回避法',
      'リスク率がストップアウト水準まで下がると、損失の最も大きいポジションから自動的に決済されます。',
    ],
    'oil-inventories': [
      '原油市場解説：WTI にとって水曜日が重要な理由',
      '米国の週間在庫統計、OPEC+ の決定、世界の需要動向：原油価格を動かす要因のガイド。',
    ],
    'pending-orders': [
      'Lotline の指値・逆指値注文の仕組み',
      '希望の価格を設定すれば、相場が到達したときに自動で約定します。証拠金と手数料は発注時に確保されます。',
    ],
    'stop-loss': [
      'リスク教育：損切りと利確の置き方',
      '損切りは適当な距離ではなく、取引の前提が崩れる価格に置くもの。アプリでの設定方法を解説します。',
    ],
    'yen-pairs': [
      '円ペアの取引：USD/JPY の証拠金と損益の計算方法',
      '円建てのペアは現在のレートで USD に換算して決済されます。表示される数字への影響を説明します。',
    ],
    'weekend-hours': [
      '取引時間と週末の窓開け：いつ何が休場するか',
      'FX・貴金属・株価指数・エネルギーは週末（UTC）休場、暗号資産は休場なし。窓開けが損切りに与える影響。',
    ],
    'negative-balance': [
      '全口座にマイナス残高保護',
      '相場がどれほど急に動いても、残高がゼロを下回ることはありません。その仕組みを説明します。',
    ],
  },
  kr: {
    'demo-reset': ['모의 계좌를 이제 한 번의 탭으로 초기화', '연습 계좌를 언제든 100,000 USD 잔고로 새로 시작하세요.'],
    'gold-weekly': [
      '금 주간 전망: 달러와 실질금리가 방향을 정한다',
      'XAU/USD를 움직이는 요인, 매수·매도가 모이는 구간, 100온스 단위 랏으로 포지션 크기를 정하는 법.',
    ],
    'btc-weekly': [
      '비트코인 주간 전망: 쉬지 않는 시장에서 거래하기',
      'BTC/USD는 주말을 포함해 24시간 거래됩니다. 마감 없는 시장에서 변동성에 대비하는 방법.',
    ],
    'eurusd-weekly': [
      'EUR/USD 주간 전망: 두 중앙은행, 하나의 환율',
      '세계에서 가장 많이 거래되는 통화쌍은 유로와 달러의 금리 차이로 움직입니다. 주목할 점을 정리했습니다.',
    ],
    leverage: [
      '리스크 교육: 레버리지가 계좌에 실제로 미치는 영향',
      '레버리지는 포지션에 필요한 증거금을 낮출 뿐, 핍당 손익은 바꾸지 않습니다.',
    ],
    'stop-out': [
      '리스크 교육: 스톱아웃의 작동 방식과 피하는 법',
      '위험률이 스톱아웃 수준까지 떨어지면 손실이 가장 큰 포지션부터 자동으로 청산됩니다.',
    ],
    'oil-inventories': [
      '원유 시장 해설: WTI에 수요일이 중요한 이유',
      '미국 주간 재고 지표, OPEC+ 결정, 세계 수요 흐름: 원유 가격을 움직이는 요인 가이드.',
    ],
    'pending-orders': [
      'Lotline 대기 주문의 작동 방식',
      '원하는 가격을 정해 두면 시장이 그 가격에 도달할 때 자동으로 체결됩니다. 증거금과 수수료는 주문 시 예치됩니다.',
    ],
    'stop-loss': [
      '리스크 교육: 손절과 익절 가격 정하기',
      '손절은 임의의 거리가 아니라 매매 근거가 틀렸음이 확인되는 가격에 둡니다. 앱에서 설정하는 방법.',
    ],
    'yen-pairs': [
      '엔화 통화쌍 거래: USD/JPY 증거금과 손익 계산법',
      '엔화로 호가되는 통화쌍은 현재 환율로 USD로 환산해 정산됩니다. 화면의 숫자에 어떤 영향을 주는지 알아봅니다.',
    ],
    'weekend-hours': [
      '거래 시간과 주말 갭: 언제 무엇이 휴장하는가',
      '외환·귀금속·지수·에너지는 주말(UTC) 휴장, 암호화폐는 휴장 없음. 갭이 손절에 미치는 영향.',
    ],
    'negative-balance': [
      '모든 계좌에 마이너스 잔고 보호 적용',
      '시장이 아무리 빠르게 움직여도 잔고는 0 아래로 내려가지 않습니다. 작동 방식을 설명합니다.',
    ],
  },
  th: {
    'demo-reset': ['รีเซ็ตบัญชีทดลองได้ในแตะเดียว', 'เริ่มบัญชีฝึกซ้อมใหม่ด้วยยอดเงิน 100,000 USD ได้ทุกเมื่อที่ต้องการ'],
    'gold-weekly': [
      'แนวโน้มทองคำรายสัปดาห์: ดอลลาร์และอัตราผลตอบแทนที่แท้จริงกำหนดทิศทาง',
      'ปัจจัยที่ขับเคลื่อน XAU/USD โซนที่ผู้ซื้อและผู้ขายมักรวมตัว และการกำหนดขนาดสถานะเมื่อหนึ่งล็อตเท่ากับ 100 ออนซ์',
    ],
    'btc-weekly': [
      'แนวโน้มบิตคอยน์รายสัปดาห์: เทรดในตลาดที่ไม่เคยปิด',
      'BTC/USD ซื้อขายตลอด 24 ชั่วโมงรวมถึงวันหยุดสุดสัปดาห์ วิธีรับมือความผันผวนเมื่อไม่มีเวลาปิดตลาด',
    ],
    'eurusd-weekly': [
      'แนวโน้ม EUR/USD รายสัปดาห์: สองธนาคารกลาง หนึ่งอัตราแลกเปลี่ยน',
      'คู่เงินที่มีการซื้อขายมากที่สุดในโลกเคลื่อนไหวตามส่วนต่างดอกเบี้ยยูโรและดอลลาร์ สิ่งที่ควรติดตามมีดังนี้',
    ],
    leverage: [
      'ความรู้ด้านความเสี่ยง: เลเวอเรจส่งผลต่อบัญชีของคุณอย่างไรจริง ๆ',
      'เลเวอเรจลดมาร์จินที่สถานะต้องใช้ แต่ไม่ได้เปลี่ยนกำไรหรือขาดทุนต่อหนึ่ง pip',
    ],
    'stop-out': [
      'ความรู้ด้านความเสี่ยง: Stop-out ทำงานอย่างไรและหลีกเลี่ยงได้อย่างไร',
      'เมื่ออัตราความเสี่ยงลดลงถึงระดับ stop-out ระบบจะปิดสถานะอัตโนมัติ เริ่มจากสถานะที่ขาดทุนมากที่สุด',
    ],
    'oil-inventories': [
      'บทวิเคราะห์ตลาดน้ำมัน: ทำไมวันพุธจึงสำคัญสำหรับ WTI',
      'ข้อมูลสต็อกน้ำมันรายสัปดาห์ของสหรัฐฯ การตัดสินใจของ OPEC+ และอุปสงค์โลก: คู่มือปัจจัยที่ขับเคลื่อนราคาน้ำมันดิบ',
    ],
    'pending-orders': [
      'คำสั่งรอดำเนินการบน Lotline ทำงานอย่างไร',
      'ตั้งราคาที่ต้องการ แล้วคำสั่งจะเปิดเองเมื่อราคาตลาดไปถึง มาร์จินและค่าธรรมเนียมจะถูกกันไว้ตั้งแต่ตอนส่งคำสั่ง',
    ],
    'stop-loss': [
      'ความรู้ด้านความเสี่ยง: การตั้งจุดตัดขาดทุนและทำกำไร',
      'จุดตัดขาดทุนควรอยู่ที่ราคาที่พิสูจน์ว่าแนวคิดการเทรดผิด ไม่ใช่ระยะห่างแบบสุ่ม วิธีตั้งทั้งสองอย่างในแอป',
    ],
    'yen-pairs': [
      'เทรดคู่เงินเยน: คำนวณมาร์จินและกำไรของ USD/JPY อย่างไร',
      'คู่เงินที่เสนอราคาเป็นเยนจะชำระเป็น USD ตามอัตราปัจจุบัน สิ่งนี้มีผลต่อตัวเลขที่คุณเห็นอย่างไร',
    ],
    'weekend-hours': [
      'เวลาซื้อขายและช่องว่างราคาช่วงสุดสัปดาห์: อะไรปิดเมื่อไร',
      'ฟอเร็กซ์ โลหะ ดัชนี และพลังงานปิดช่วงสุดสัปดาห์ (UTC) ส่วนคริปโตไม่เคยปิด ช่องว่างราคาส่งผลต่อจุดตัดขาดทุนอย่างไร',
    ],
    'negative-balance': [
      'การคุ้มครองยอดเงินติดลบสำหรับทุกบัญชี',
      'ไม่ว่าตลาดจะเคลื่อนไหวเร็วเพียงใด ยอดเงินของคุณจะไม่ต่ำกว่าศูนย์ นี่คือวิธีการทำงาน',
    ],
  },
  vn: {
    'demo-reset': [
      'Tài khoản demo giờ đặt lại chỉ với một chạm',
      'Bắt đầu lại tài khoản luyện tập với số dư 100.000 USD bất cứ khi nào bạn muốn.',
    ],
    'gold-weekly': [
      'Triển vọng vàng tuần này: đồng đô la và lợi suất thực định hướng',
      'Điều gì thường tác động đến XAU/USD, vùng giá người mua và người bán hay tập trung, và cách tính khối lượng với lô 100 ounce.',
    ],
    'btc-weekly': [
      'Triển vọng Bitcoin tuần này: giao dịch trong thị trường không bao giờ đóng cửa',
      'BTC/USD giao dịch suốt ngày đêm, kể cả cuối tuần. Cách chuẩn bị cho biến động khi không có giờ đóng cửa.',
    ],
    'eurusd-weekly': [
      'Triển vọng EUR/USD tuần này: hai ngân hàng trung ương, một tỷ giá',
      'Cặp tiền được giao dịch nhiều nhất thế giới biến động theo chênh lệch lãi suất giữa euro và đô la. Đây là những điều cần theo dõi.',
    ],
    leverage: [
      'Kiến thức rủi ro: đòn bẩy thực sự tác động đến tài khoản thế nào',
      'Đòn bẩy làm giảm ký quỹ cần cho một vị thế, nhưng không thay đổi lãi lỗ trên mỗi pip.',
    ],
    'stop-out': [
      'Kiến thức rủi ro: cơ chế stop-out và cách tránh',
      'Khi tỷ lệ rủi ro giảm xuống mức stop-out, các vị thế được đóng tự động, bắt đầu từ vị thế lỗ nhiều nhất.',
    ],
    'oil-inventories': [
      'Bình luận thị trường dầu: vì sao thứ Tư quan trọng với WTI',
      'Dữ liệu tồn kho hằng tuần của Mỹ, quyết định của OPEC+ và nhu cầu toàn cầu: hướng dẫn về các yếu tố tác động giá dầu thô.',
    ],
    'pending-orders': [
      'Lệnh chờ trên Lotline hoạt động như thế nào',
      'Đặt mức giá bạn muốn, lệnh sẽ tự mở khi thị trường chạm tới. Ký quỹ và phí được tạm giữ ngay khi đặt lệnh.',
    ],
    'stop-loss': [
      'Kiến thức rủi ro: đặt mức cắt lỗ và chốt lời',
      'Cắt lỗ nên đặt ở mức giá chứng minh nhận định sai, không phải một khoảng cách ngẫu nhiên. Cách đặt cả hai trong ứng dụng.',
    ],
    'yen-pairs': [
      'Giao dịch cặp yên: cách tính ký quỹ và lãi lỗ USD/JPY',
      'Các cặp niêm yết bằng yên được quy đổi sang USD theo tỷ giá hiện tại. Điều đó ảnh hưởng thế nào đến các con số bạn thấy.',
    ],
    'weekend-hours': [
      'Giờ giao dịch và khoảng trống giá cuối tuần: cái gì đóng cửa và khi nào',
      'Ngoại hối, kim loại, chỉ số và năng lượng nghỉ cuối tuần (UTC); tiền mã hóa thì không. Khoảng trống giá ảnh hưởng đến lệnh cắt lỗ ra sao.',
    ],
    'negative-balance': [
      'Bảo vệ số dư âm cho mọi tài khoản',
      'Dù thị trường biến động nhanh đến đâu, số dư của bạn không bao giờ xuống dưới 0. Cơ chế hoạt động như sau.',
    ],
  },
  fr: {
    'demo-reset': [
      'Les comptes démo se réinitialisent désormais en un geste',
      "Repartez de zéro avec un solde de 100 000 USD sur votre compte d'entraînement, quand vous le souhaitez.",
    ],
    'gold-weekly': [
      'Or, perspectives de la semaine : le dollar et les taux réels donnent le ton',
      'Ce qui fait bouger XAU/USD, où acheteurs et vendeurs se concentrent, et comment dimensionner une position en lots de 100 onces.',
    ],
    'btc-weekly': [
      'Bitcoin, perspectives de la semaine : trader un marché qui ne ferme jamais',
      'BTC/USD se négocie jour et nuit, week-end compris. Comment se préparer à la volatilité sans cloche de clôture.',
    ],
    'eurusd-weekly': [
      'EUR/USD, perspectives de la semaine : deux banques centrales, un seul taux de change',
      "La paire la plus échangée au monde suit l'écart de taux entre l'euro et le dollar. Voici ce qu'il faut suivre.",
    ],
    leverage: [
      "Pédagogie du risque : ce que l'effet de levier fait vraiment à votre compte",
      'Le levier réduit la marge nécessaire à une position. Il ne change pas le gain ou la perte par pip.',
    ],
    'stop-out': [
      "Pédagogie du risque : comment fonctionne un stop-out et comment l'éviter",
      'Quand le taux de risque tombe au niveau de stop-out, les positions sont clôturées automatiquement, en commençant par la plus grande perte.',
    ],
    'oil-inventories': [
      'Commentaire pétrole : pourquoi le mercredi compte pour le WTI',
      "Stocks hebdomadaires américains, décisions de l'OPEP+ et demande mondiale : ce qui fait bouger le brut.",
    ],
    'pending-orders': [
      'Comment fonctionnent les ordres en attente sur Lotline',
      "Fixez le prix voulu : l'ordre s'ouvre seul quand le marché l'atteint. Marge et frais sont réservés dès sa création.",
    ],
    'stop-loss': [
      'Pédagogie du risque : placer stop-loss et take-profit',
      "Un stop-loss se place là où votre idée est invalidée, pas à une distance arbitraire. Comment régler les deux dans l'application.",
    ],
    'yen-pairs': [
      'Trader les paires en yen : calcul de la marge et du profit sur USD/JPY',
      'Les paires cotées en yen sont réglées en USD au cours actuel. Ce que cela change aux chiffres affichés.',
    ],
    'weekend-hours': [
      'Horaires de marché et gaps du week-end : ce qui ferme et quand',
      "Forex, métaux, indices et énergie ferment le week-end (UTC) ; la crypto jamais. L'effet d'un gap sur vos stops.",
    ],
    'negative-balance': [
      'Protection contre le solde négatif sur tous les comptes',
      'Aussi vite que bouge le marché, votre solde ne passe jamais sous zéro. Voici comment.',
    ],
  },
  de: {
    'demo-reset': [
      'Demokonten lassen sich jetzt mit einem Tipp zurücksetzen',
      'Starten Sie Ihr Übungskonto jederzeit neu – mit frischen 100.000 USD Guthaben.',
    ],
    'gold-weekly': [
      'Gold-Wochenausblick: Dollar und Realzinsen geben den Ton an',
      'Was XAU/USD bewegt, wo sich Käufer und Verkäufer sammeln und wie man Positionen in Lots zu 100 Unzen bemisst.',
    ],
    'btc-weekly': [
      'Bitcoin-Wochenausblick: Handel in einem Markt, der nie schließt',
      'BTC/USD wird rund um die Uhr gehandelt, auch am Wochenende. So planen Sie Volatilität ohne Schlussglocke.',
    ],
    'eurusd-weekly': [
      'EUR/USD-Wochenausblick: zwei Notenbanken, ein Wechselkurs',
      'Das meistgehandelte Währungspaar der Welt folgt der Zinsdifferenz zwischen Euro und Dollar. Darauf sollten Sie achten.',
    ],
    leverage: [
      'Risikowissen: Was der Hebel wirklich mit Ihrem Konto macht',
      'Der Hebel senkt die benötigte Margin einer Position – Gewinn oder Verlust pro Pip ändert er nicht.',
    ],
    'stop-out': [
      'Risikowissen: Wie ein Stop-out funktioniert und wie man ihn vermeidet',
      'Fällt die Risikoquote auf das Stop-out-Niveau, werden Positionen automatisch geschlossen, beginnend mit dem größten Verlust.',
    ],
    'oil-inventories': [
      'Ölmarkt-Kommentar: Warum der Mittwoch für WTI zählt',
      'Wöchentliche US-Lagerdaten, OPEC+-Beschlüsse und die globale Nachfrage: ein Leitfaden zu den Treibern des Rohölpreises.',
    ],
    'pending-orders': [
      'So funktionieren Pending Orders bei Lotline',
      'Legen Sie Ihren Wunschpreis fest – die Order eröffnet von selbst, wenn der Markt ihn erreicht. Margin und Gebühr werden bei der Platzierung reserviert.',
    ],
    'stop-loss': [
      'Risikowissen: Stop-Loss und Take-Profit richtig setzen',
      'Ein Stop-Loss gehört dorthin, wo Ihre Handelsidee widerlegt ist – nicht in einen beliebigen Abstand. So setzen Sie beide in der App.',
    ],
    'yen-pairs': [
      'Yen-Paare handeln: So werden Margin und Gewinn bei USD/JPY berechnet',
      'In Yen notierte Paare werden zum aktuellen Kurs in USD abgerechnet. Was das für die angezeigten Zahlen bedeutet.',
    ],
    'weekend-hours': [
      'Handelszeiten und Wochenend-Gaps: was wann schließt',
      'Devisen, Metalle, Indizes und Energie schließen am Wochenende (UTC), Krypto nie. Wie ein Gap Ihre Stops beeinflussen kann.',
    ],
    'negative-balance': [
      'Schutz vor negativem Kontostand für jedes Konto',
      'Wie schnell sich der Markt auch bewegt: Ihr Guthaben fällt nie unter null. So funktioniert es.',
    ],
  },
  ru: {
    'demo-reset': [
      'Демо-счёт теперь сбрасывается одним касанием',
      'Начните тренировочный счёт заново с балансом 100 000 USD в любой момент.',
    ],
    'gold-weekly': [
      'Золото: прогноз на неделю — тон задают доллар и реальные ставки',
      'Что движет XAU/USD, где собираются покупатели и продавцы и как рассчитать позицию в лотах по 100 унций.',
    ],
    'btc-weekly': [
      'Биткоин: прогноз на неделю — торговля на рынке, который не закрывается',
      'BTC/USD торгуется круглосуточно, включая выходные. Как готовиться к волатильности, когда нет закрытия торгов.',
    ],
    'eurusd-weekly': [
      'EUR/USD: прогноз на неделю — два центробанка, один курс',
      'Самая торгуемая валютная пара в мире движется вслед за разницей ставок евро и доллара. Что стоит отслеживать.',
    ],
    leverage: [
      'Обучение рискам: что на самом деле делает кредитное плечо',
      'Плечо снижает маржу, необходимую для позиции, но не меняет прибыль или убыток на пункт.',
    ],
    'stop-out': [
      'Обучение рискам: как работает стоп-аут и как его избежать',
      'Когда уровень риска падает до уровня стоп-аута, позиции закрываются автоматически, начиная с самой убыточной.',
    ],
    'oil-inventories': [
      'Комментарий по нефти: почему среда важна для WTI',
      'Еженедельные данные о запасах в США, решения ОПЕК+ и мировой спрос: что движет ценой сырой нефти.',
    ],
    'pending-orders': [
      'Как работают отложенные ордера в Lotline',
      'Укажите нужную цену — ордер откроется сам, когда рынок до неё дойдёт. Маржа и комиссия резервируются при размещении.',
    ],
    'stop-loss': [
      'Обучение рискам: как ставить стоп-лосс и тейк-профит',
      'Стоп-лосс ставят там, где торговая идея оказывается ошибочной, а не на случайном расстоянии. Как задать оба уровня в приложении.',
    ],
    'yen-pairs': [
      'Торговля парами с иеной: как считаются маржа и прибыль по USD/JPY',
      'Пары, котируемые в иенах, пересчитываются в USD по текущему курсу. Как это влияет на цифры, которые вы видите.',
    ],
    'weekend-hours': [
      'Часы торгов и гэпы выходных: что и когда закрывается',
      'Форекс, металлы, индексы и энергоносители закрыты в выходные (UTC), криптовалюты — никогда. Как гэп влияет на ваши стопы.',
    ],
    'negative-balance': [
      'Защита от отрицательного баланса на каждом счёте',
      'Как бы быстро ни двигался рынок, ваш баланс никогда не опустится ниже нуля. Вот как это работает.',
    ],
  },
  spa: {
    'demo-reset': [
      'Las cuentas demo ya se restablecen con un toque',
      'Vuelve a empezar tu cuenta de práctica con un saldo de 100.000 USD cuando quieras.',
    ],
    'gold-weekly': [
      'Oro, perspectiva semanal: el dólar y los tipos reales marcan el tono',
      'Qué suele mover al XAU/USD, dónde se concentran compradores y vendedores y cómo dimensionar una posición en lotes de 100 onzas.',
    ],
    'btc-weekly': [
      'Bitcoin, perspectiva semanal: operar en un mercado que nunca cierra',
      'BTC/USD cotiza las 24 horas, también los fines de semana. Cómo prepararse para la volatilidad sin campana de cierre.',
    ],
    'eurusd-weekly': [
      'EUR/USD, perspectiva semanal: dos bancos centrales, un tipo de cambio',
      'El par más negociado del mundo se mueve con el diferencial de tipos entre el euro y el dólar. Esto es lo que conviene seguir.',
    ],
    leverage: [
      'Educación sobre riesgo: lo que el apalancamiento hace realmente a tu cuenta',
      'El apalancamiento reduce el margen que necesita una posición; no cambia la ganancia o pérdida por pip.',
    ],
    'stop-out': [
      'Educación sobre riesgo: cómo funciona un stop-out y cómo evitarlo',
      'Cuando el índice de riesgo cae al nivel de stop-out, las posiciones se cierran automáticamente, empezando por la de mayor pérdida.',
    ],
    'oil-inventories': [
      'Comentario del petróleo: por qué los miércoles importan para el WTI',
      'Inventarios semanales de EE. UU., decisiones de la OPEP+ y demanda mundial: guía de lo que mueve el crudo.',
    ],
    'pending-orders': [
      'Cómo funcionan las órdenes pendientes en Lotline',
      'Fija el precio que quieres y la orden se abre sola cuando el mercado llega a él. El margen y la comisión se reservan al colocarla.',
    ],
    'stop-loss': [
      'Educación sobre riesgo: dónde colocar el stop-loss y el take-profit',
      'El stop-loss va donde tu idea queda invalidada, no a una distancia al azar. Cómo fijar ambos en la app.',
    ],
    'yen-pairs': [
      'Operar pares con yen: cómo se calculan el margen y el beneficio en USD/JPY',
      'Los pares cotizados en yenes se liquidan en USD al tipo actual. Qué significa para las cifras que ves.',
    ],
    'weekend-hours': [
      'Horario de mercado y huecos de fin de semana: qué cierra y cuándo',
      'Divisas, metales, índices y energía cierran el fin de semana (UTC); las criptomonedas nunca. Cómo afecta un hueco a tus stops.',
    ],
    'negative-balance': [
      'Protección contra saldo negativo en todas las cuentas',
      'Por muy rápido que se mueva el mercado, tu saldo nunca queda por debajo de cero. Así funciona.',
    ],
  },
  pt: {
    'demo-reset': [
      'Contas demo agora são redefinidas com um toque',
      'Recomece sua conta de treino com saldo de 100.000 USD sempre que quiser.',
    ],
    'gold-weekly': [
      'Ouro, perspectiva semanal: o dólar e os juros reais dão o tom',
      'O que costuma mover o XAU/USD, onde compradores e vendedores se concentram e como dimensionar uma posição em lotes de 100 onças.',
    ],
    'btc-weekly': [
      'Bitcoin, perspectiva semanal: operar num mercado que nunca fecha',
      'O BTC/USD é negociado 24 horas, inclusive aos fins de semana. Como se preparar para a volatilidade sem horário de fechamento.',
    ],
    'eurusd-weekly': [
      'EUR/USD, perspectiva semanal: dois bancos centrais, uma taxa de câmbio',
      'O par mais negociado do mundo segue o diferencial de juros entre euro e dólar. Veja o que acompanhar.',
    ],
    leverage: [
      'Educação sobre risco: o que a alavancagem realmente faz com sua conta',
      'A alavancagem reduz a margem exigida por uma posição; não muda o ganho ou a perda por pip.',
    ],
    'stop-out': [
      'Educação sobre risco: como funciona o stop-out e como evitá-lo',
      'Quando a taxa de risco cai ao nível de stop-out, as posições são fechadas automaticamente, começando pela de maior prejuízo.',
    ],
    'oil-inventories': [
      'Comentário sobre petróleo: por que a quarta-feira importa para o WTI',
      'Estoques semanais dos EUA, decisões da OPEP+ e demanda global: um guia do que move o petróleo bruto.',
    ],
    'pending-orders': [
      'Como funcionam as ordens pendentes na Lotline',
      'Defina o preço desejado e a ordem abre sozinha quando o mercado chegar lá. Margem e taxa são reservadas ao enviá-la.',
    ],
    'stop-loss': [
      'Educação sobre risco: onde colocar stop-loss e take-profit',
      'O stop-loss fica onde sua ideia se prova errada, não a uma distância aleatória. Como definir os dois no app.',
    ],
    'yen-pairs': [
      'Operar pares com iene: como margem e lucro do USD/JPY são calculados',
      'Pares cotados em ienes são liquidados em USD à taxa atual. O que isso significa para os números que você vê.',
    ],
    'weekend-hours': [
      'Horário de mercado e gaps de fim de semana: o que fecha e quando',
      'Forex, metais, índices e energia fecham no fim de semana (UTC); cripto nunca. Como um gap afeta seus stops.',
    ],
    'negative-balance': [
      'Proteção contra saldo negativo em todas as contas',
      'Por mais rápido que o mercado se mova, seu saldo nunca fica abaixo de zero. Veja como funciona.',
    ],
  },
  ar: {
    'demo-reset': [
      'إعادة ضبط الحساب التجريبي الآن بلمسة واحدة',
      'ابدأ حساب التدريب من جديد برصيد 100,000 دولار متى شئت.',
    ],
    'gold-weekly': [
      'توقعات الذهب الأسبوعية: الدولار والعوائد الحقيقية يحددان الاتجاه',
      'ما الذي يحرّك XAU/USD، وأين يتجمع المشترون والبائعون، وكيف تحدد حجم الصفقة بعقود من 100 أونصة.',
    ],
    'btc-weekly': [
      'توقعات البيتكوين الأسبوعية: التداول في سوق لا تُغلق أبداً',
      'يُتداول BTC/USD على مدار الساعة بما في ذلك عطلة نهاية الأسبوع. كيف تستعد للتقلبات حين لا يوجد وقت إغلاق.',
    ],
    'eurusd-weekly': [
      'توقعات EUR/USD الأسبوعية: بنكان مركزيان وسعر صرف واحد',
      'أكثر أزواج العملات تداولاً في العالم يتحرك وفق فارق الفائدة بين اليورو والدولار. إليك ما يجب متابعته.',
    ],
    leverage: [
      'التوعية بالمخاطر: ما الذي تفعله الرافعة المالية بحسابك فعلاً',
      'الرافعة تخفّض الهامش المطلوب للصفقة، لكنها لا تغيّر الربح أو الخسارة لكل نقطة.',
    ],
    'stop-out': [
      'التوعية بالمخاطر: كيف يعمل الإغلاق القسري وكيف تتجنبه',
      'عندما تنخفض نسبة المخاطرة إلى مستوى الإغلاق القسري، تُغلق الصفقات تلقائياً بدءاً بالأكبر خسارة.',
    ],
    'oil-inventories': [
      'تعليق على سوق النفط: لماذا يهم يوم الأربعاء لخام WTI',
      'بيانات المخزونات الأمريكية الأسبوعية وقرارات أوبك+ والطلب العالمي: دليل لما يحرّك أسعار النفط الخام.',
    ],
    'pending-orders': [
      'كيف تعمل الأوامر المعلّقة في Lotline',
      'حدّد السعر الذي تريده وسيُفتح الأمر تلقائياً عندما يبلغه السوق. يُحجز الهامش والرسوم عند وضع الأمر.',
    ],
    'stop-loss': [
      'التوعية بالمخاطر: وضع مستويات وقف الخسارة وجني الأرباح',
      'مكان وقف الخسارة هو السعر الذي يثبت خطأ فكرتك، لا مسافة عشوائية. كيف تضبط الاثنين في التطبيق.',
    ],
    'yen-pairs': [
      'تداول أزواج الين: كيف يُحسب هامش وربح USD/JPY',
      'الأزواج المسعّرة بالين تُسوّى بالدولار وفق السعر الحالي. ماذا يعني ذلك للأرقام التي تراها.',
    ],
    'weekend-hours': [
      'ساعات التداول وفجوات عطلة نهاية الأسبوع: ما الذي يُغلق ومتى',
      'الفوركس والمعادن والمؤشرات والطاقة تُغلق في عطلة نهاية الأسبوع (UTC)، أما العملات المشفرة فلا. كيف تؤثر الفجوة في أوامر الوقف.',
    ],
    'negative-balance': [
      'حماية من الرصيد السالب لكل الحسابات',
      'مهما تحرّك السوق بسرعة، لن ينخفض رصيدك دون الصفر. إليك كيف يعمل ذلك.',
    ],
  },
  it: {
    'demo-reset': [
      'I conti demo ora si azzerano con un tocco',
      'Ricomincia il conto di prova con un saldo di 100.000 USD quando vuoi.',
    ],
    'gold-weekly': [
      'Oro, prospettive settimanali: dollaro e rendimenti reali dettano il tono',
      'Cosa muove XAU/USD, dove si concentrano compratori e venditori e come dimensionare una posizione in lotti da 100 once.',
    ],
    'btc-weekly': [
      'Bitcoin, prospettive settimanali: operare in un mercato che non chiude mai',
      'BTC/USD si negozia 24 ore su 24, anche nel fine settimana. Come prepararsi alla volatilità senza campanella di chiusura.',
    ],
    'eurusd-weekly': [
      'EUR/USD, prospettive settimanali: due banche centrali, un solo cambio',
      'La coppia più scambiata al mondo segue il differenziale dei tassi tra euro e dollaro. Ecco cosa seguire.',
    ],
    leverage: [
      'Educazione al rischio: cosa fa davvero la leva al tuo conto',
      'La leva riduce il margine richiesto da una posizione; non cambia il guadagno o la perdita per pip.',
    ],
    'stop-out': [
      'Educazione al rischio: come funziona lo stop-out e come evitarlo',
      'Quando il tasso di rischio scende al livello di stop-out, le posizioni vengono chiuse automaticamente, partendo dalla perdita maggiore.',
    ],
    'oil-inventories': [
      'Commento sul petrolio: perché il mercoledì conta per il WTI',
      "Scorte settimanali USA, decisioni dell'OPEC+ e domanda globale: guida a ciò che muove il greggio.",
    ],
    'pending-orders': [
      'Come funzionano gli ordini pendenti su Lotline',
      "Imposta il prezzo che vuoi e l'ordine si apre da solo quando il mercato lo raggiunge. Margine e commissione vengono riservati all'invio.",
    ],
    'stop-loss': [
      'Educazione al rischio: dove mettere stop-loss e take-profit',
      "Lo stop-loss va dove la tua idea risulta sbagliata, non a una distanza casuale. Come impostarli entrambi nell'app.",
    ],
    'yen-pairs': [
      'Operare sulle coppie in yen: come si calcolano margine e profitto su USD/JPY',
      'Le coppie quotate in yen sono regolate in USD al cambio attuale. Cosa significa per i numeri che vedi.',
    ],
    'weekend-hours': [
      'Orari di mercato e gap del fine settimana: cosa chiude e quando',
      'Forex, metalli, indici ed energia chiudono nel fine settimana (UTC); le cripto mai. Come un gap influisce sui tuoi stop.',
    ],
    'negative-balance': [
      'Protezione dal saldo negativo su ogni conto',
      'Per quanto velocemente si muova il mercato, il tuo saldo non scende mai sotto zero. Ecco come funziona.',
    ],
  },
  tr: {
    'demo-reset': [
      'Demo hesaplar artık tek dokunuşla sıfırlanıyor',
      'Deneme hesabınızı istediğiniz zaman 100.000 USD bakiyeyle yeniden başlatın.',
    ],
    'gold-weekly': [
      'Altın haftalık görünüm: yönü dolar ve reel faizler belirliyor',
      "XAU/USD'yi neyin hareket ettirdiği, alıcı ve satıcıların nerede toplandığı ve 100 onsluk lotlarla pozisyon büyüklüğü.",
    ],
    'btc-weekly': [
      'Bitcoin haftalık görünüm: hiç kapanmayan bir piyasada işlem',
      'BTC/USD hafta sonu dahil 24 saat işlem görür. Kapanış zili olmayan bir piyasada oynaklığa nasıl hazırlanılır.',
    ],
    'eurusd-weekly': [
      'EUR/USD haftalık görünüm: iki merkez bankası, tek kur',
      'Dünyanın en çok işlem gören paritesi euro ile dolar arasındaki faiz farkıyla hareket eder. İzlenmesi gerekenler.',
    ],
    leverage: [
      'Risk eğitimi: kaldıraç hesabınıza gerçekte ne yapar',
      'Kaldıraç bir pozisyonun gerektirdiği teminatı düşürür; pip başına kâr veya zararı değiştirmez.',
    ],
    'stop-out': [
      'Risk eğitimi: stop-out nasıl çalışır ve nasıl önlenir',
      'Risk oranı stop-out seviyesine düştüğünde pozisyonlar en büyük zarardan başlayarak otomatik kapatılır.',
    ],
    'oil-inventories': [
      'Petrol piyasası yorumu: WTI için çarşamba neden önemli',
      'ABD haftalık stok verileri, OPEC+ kararları ve küresel talep: ham petrol fiyatını hareket ettiren etkenler.',
    ],
    'pending-orders': [
      "Lotline'da bekleyen emirler nasıl çalışır",
      'İstediğiniz fiyatı belirleyin; piyasa oraya ulaştığında emir kendiliğinden açılır. Teminat ve ücret emir verilirken ayrılır.',
    ],
    'stop-loss': [
      'Risk eğitimi: zarar durdur ve kâr al seviyelerini belirlemek',
      'Zarar durdur, fikrinizin yanlış çıktığı fiyata konur, rastgele bir mesafeye değil. Uygulamada ikisini nasıl ayarlarsınız.',
    ],
    'yen-pairs': [
      'Yen paritelerinde işlem: USD/JPY teminatı ve kârı nasıl hesaplanır',
      "Yen cinsinden fiyatlanan pariteler güncel kurdan USD'ye çevrilerek hesaplanır. Gördüğünüz rakamlar için anlamı.",
    ],
    'weekend-hours': [
      'Piyasa saatleri ve hafta sonu boşlukları: ne zaman ne kapanır',
      'Forex, metaller, endeksler ve enerji hafta sonu (UTC) kapalıdır; kripto asla kapanmaz. Fiyat boşluğunun stoplarınıza etkisi.',
    ],
    'negative-balance': [
      'Tüm hesaplarda negatif bakiye koruması',
      'Piyasa ne kadar hızlı hareket ederse etsin bakiyeniz asla sıfırın altına düşmez. İşte nasıl çalıştığı.',
    ],
  },
  id: {
    'demo-reset': [
      'Akun demo kini bisa direset dengan satu ketukan',
      'Mulai ulang akun latihan Anda dengan saldo 100.000 USD kapan saja.',
    ],
    'gold-weekly': [
      'Prospek emas pekan ini: dolar dan imbal hasil riil menentukan arah',
      'Apa yang biasanya menggerakkan XAU/USD, di mana pembeli dan penjual berkumpul, dan cara menghitung ukuran posisi dengan lot 100 ons.',
    ],
    'btc-weekly': [
      'Prospek bitcoin pekan ini: trading di pasar yang tak pernah tutup',
      'BTC/USD diperdagangkan 24 jam, termasuk akhir pekan. Cara bersiap menghadapi volatilitas tanpa jam penutupan.',
    ],
    'eurusd-weekly': [
      'Prospek EUR/USD pekan ini: dua bank sentral, satu kurs',
      'Pasangan mata uang paling banyak diperdagangkan di dunia bergerak mengikuti selisih suku bunga euro dan dolar. Ini yang perlu dipantau.',
    ],
    leverage: [
      'Edukasi risiko: apa yang sebenarnya dilakukan leverage pada akun Anda',
      'Leverage menurunkan margin yang dibutuhkan posisi; tidak mengubah untung atau rugi per pip.',
    ],
    'stop-out': [
      'Edukasi risiko: cara kerja stop-out dan cara menghindarinya',
      'Saat rasio risiko turun ke level stop-out, posisi ditutup otomatis, dimulai dari kerugian terbesar.',
    ],
    'oil-inventories': [
      'Komentar pasar minyak: mengapa hari Rabu penting bagi WTI',
      'Data stok mingguan AS, keputusan OPEC+, dan permintaan global: panduan faktor penggerak harga minyak mentah.',
    ],
    'pending-orders': [
      'Cara kerja pending order di Lotline',
      'Tentukan harga yang Anda inginkan, dan order terbuka sendiri saat pasar mencapainya. Margin dan biaya dicadangkan saat order dipasang.',
    ],
    'stop-loss': [
      'Edukasi risiko: menempatkan stop-loss dan take-profit',
      'Stop-loss diletakkan di harga yang membuktikan ide Anda salah, bukan di jarak acak. Cara mengatur keduanya di aplikasi.',
    ],
    'yen-pairs': [
      'Trading pasangan yen: cara menghitung margin dan profit USD/JPY',
      'Pasangan yang dikutip dalam yen diselesaikan dalam USD dengan kurs saat ini. Artinya bagi angka yang Anda lihat.',
    ],
    'weekend-hours': [
      'Jam pasar dan gap akhir pekan: apa yang tutup dan kapan',
      'Forex, logam, indeks, dan energi tutup saat akhir pekan (UTC); kripto tidak pernah. Pengaruh gap pada stop Anda.',
    ],
    'negative-balance': [
      'Perlindungan saldo negatif di setiap akun',
      'Secepat apa pun pasar bergerak, saldo Anda tidak akan pernah di bawah nol. Begini cara kerjanya.',
    ],
  },
  my: {
    'demo-reset': [
      'Akaun demo kini boleh ditetapkan semula dengan satu ketikan',
      'Mulakan semula akaun latihan anda dengan baki 100,000 USD bila-bila masa.',
    ],
    'gold-weekly': [
      'Tinjauan mingguan emas: dolar dan hasil sebenar menentukan hala tuju',
      'Apa yang biasanya menggerakkan XAU/USD, di mana pembeli dan penjual berkumpul, dan cara menentukan saiz posisi dengan lot 100 auns.',
    ],
    'btc-weekly': [
      'Tinjauan mingguan bitcoin: berdagang dalam pasaran yang tidak pernah tutup',
      'BTC/USD didagangkan 24 jam termasuk hujung minggu. Cara bersedia menghadapi turun naik tanpa waktu tutup pasaran.',
    ],
    'eurusd-weekly': [
      'Tinjauan mingguan EUR/USD: dua bank pusat, satu kadar pertukaran',
      'Pasangan mata wang paling banyak didagangkan di dunia bergerak mengikut perbezaan kadar faedah euro dan dolar. Ini yang perlu diikuti.',
    ],
    leverage: [
      'Pendidikan risiko: apa sebenarnya kesan leveraj pada akaun anda',
      'Leveraj mengurangkan margin yang diperlukan oleh posisi; ia tidak mengubah untung atau rugi bagi setiap pip.',
    ],
    'stop-out': [
      'Pendidikan risiko: cara stop-out berfungsi dan cara mengelakkannya',
      'Apabila kadar risiko jatuh ke paras stop-out, posisi ditutup secara automatik bermula dengan kerugian terbesar.',
    ],
    'oil-inventories': [
      'Ulasan pasaran minyak: mengapa hari Rabu penting untuk WTI',
      'Data inventori mingguan AS, keputusan OPEC+ dan permintaan global: panduan faktor yang menggerakkan harga minyak mentah.',
    ],
    'pending-orders': [
      'Cara pesanan belum selesai berfungsi di Lotline',
      'Tetapkan harga yang anda mahu dan pesanan dibuka sendiri apabila pasaran mencapainya. Margin dan yuran diasingkan semasa pesanan dibuat.',
    ],
    'stop-loss': [
      'Pendidikan risiko: meletakkan henti rugi dan ambil untung',
      'Henti rugi diletakkan pada harga yang membuktikan idea anda salah, bukan pada jarak rawak. Cara menetapkan kedua-duanya dalam aplikasi.',
    ],
    'yen-pairs': [
      'Berdagang pasangan yen: cara margin dan keuntungan USD/JPY dikira',
      'Pasangan yang disebut harga dalam yen diselesaikan dalam USD pada kadar semasa. Maksudnya bagi angka yang anda lihat.',
    ],
    'weekend-hours': [
      'Waktu pasaran dan jurang harga hujung minggu: apa yang tutup dan bila',
      'Forex, logam, indeks dan tenaga tutup pada hujung minggu (UTC); kripto tidak pernah tutup. Kesan jurang harga pada henti rugi anda.',
    ],
    'negative-balance': [
      'Perlindungan baki negatif untuk setiap akaun',
      'Walau sepantas mana pasaran bergerak, baki anda tidak akan jatuh di bawah sifar. Begini caranya.',
    ],
  },
  hi: {
    'demo-reset': ['डेमो खाता अब एक टैप में रीसेट', 'अपने अभ्यास खाते को जब चाहें 100,000 USD बैलेंस के साथ फिर से शुरू करें।'],
    'gold-weekly': [
      'सोने का साप्ताहिक आउटलुक: डॉलर और वास्तविक यील्ड तय करते हैं दिशा',
      'XAU/USD को क्या चलाता है, खरीदार और विक्रेता कहाँ जुटते हैं, और 100 औंस के लॉट में पोज़िशन का आकार कैसे तय करें।',
    ],
    'btc-weekly': [
      'बिटकॉइन साप्ताहिक आउटलुक: कभी बंद न होने वाले बाज़ार में ट्रेडिंग',
      'BTC/USD सप्ताहांत सहित चौबीसों घंटे ट्रेड होता है। जब बाज़ार कभी बंद न हो, तब उतार-चढ़ाव की तैयारी कैसे करें।',
    ],
    'eurusd-weekly': [
      'EUR/USD साप्ताहिक आउटलुक: दो केंद्रीय बैंक, एक विनिमय दर',
      'दुनिया की सबसे ज़्यादा ट्रेड होने वाली जोड़ी यूरो और डॉलर की ब्याज दरों के अंतर से चलती है। इन बातों पर नज़र रखें।',
    ],
    leverage: [
      'जोखिम शिक्षा: लीवरेज आपके खाते पर वास्तव में क्या असर डालता है',
      'लीवरेज पोज़िशन के लिए ज़रूरी मार्जिन घटाता है; प्रति पिप लाभ या हानि नहीं बदलता।',
    ],
    'stop-out': [
      'जोखिम शिक्षा: स्टॉप-आउट कैसे काम करता है और उससे कैसे बचें',
      'जब जोखिम दर स्टॉप-आउट स्तर तक गिरती है, तो सबसे बड़े घाटे वाली पोज़िशन से शुरू करके पोज़िशन अपने-आप बंद होती हैं।',
    ],
    'oil-inventories': [
      'तेल बाज़ार टिप्पणी: WTI के लिए बुधवार क्यों अहम है',
      'अमेरिका के साप्ताहिक भंडार आँकड़े, OPEC+ के फ़ैसले और वैश्विक माँग: कच्चे तेल की कीमत को चलाने वाले कारक।',
    ],
    'pending-orders': [
      'Lotline पर पेंडिंग ऑर्डर कैसे काम करते हैं',
      'अपनी मनचाही कीमत तय करें, बाज़ार के वहाँ पहुँचते ही ऑर्डर अपने-आप खुल जाएगा। ऑर्डर देते समय मार्जिन और शुल्क आरक्षित हो जाते हैं।',
    ],
    'stop-loss': [
      'जोखिम शिक्षा: स्टॉप-लॉस और टेक-प्रॉफ़िट कहाँ लगाएँ',
      'स्टॉप-लॉस वहाँ लगाएँ जहाँ आपका अनुमान गलत साबित हो, किसी मनमानी दूरी पर नहीं। ऐप में दोनों को सेट करने का तरीका।',
    ],
    'yen-pairs': [
      'येन जोड़ियों में ट्रेडिंग: USD/JPY का मार्जिन और लाभ कैसे गिना जाता है',
      'येन में कोट होने वाली जोड़ियाँ मौजूदा दर पर USD में निपटाई जाती हैं। आपको दिखने वाले आँकड़ों पर इसका क्या असर है।',
    ],
    'weekend-hours': [
      'बाज़ार के घंटे और सप्ताहांत गैप: क्या और कब बंद होता है',
      'फ़ॉरेक्स, धातु, सूचकांक और ऊर्जा सप्ताहांत (UTC) पर बंद रहते हैं; क्रिप्टो कभी नहीं। गैप आपके स्टॉप पर कैसे असर डालता है।',
    ],
    'negative-balance': [
      'हर खाते पर नेगेटिव बैलेंस सुरक्षा',
      'बाज़ार कितनी भी तेज़ी से चले, आपका बैलेंस कभी शून्य से नीचे नहीं जाता। जानिए यह कैसे काम करता है।',
    ],
  },
  cs: {
    'demo-reset': [
      'Demo účet teď vynulujete jedním klepnutím',
      'Začněte cvičný účet kdykoli znovu se zůstatkem 100 000 USD.',
    ],
    'gold-weekly': [
      'Zlato, týdenní výhled: tón udávají dolar a reálné výnosy',
      'Co hýbe XAU/USD, kde se soustředí kupující a prodávající a jak určit velikost pozice v lotech po 100 uncích.',
    ],
    'btc-weekly': [
      'Bitcoin, týdenní výhled: obchodování na trhu, který nikdy nezavírá',
      'BTC/USD se obchoduje nepřetržitě, i o víkendu. Jak se připravit na volatilitu, když trh nikdy nekončí.',
    ],
    'eurusd-weekly': [
      'EUR/USD, týdenní výhled: dvě centrální banky, jeden kurz',
      'Nejobchodovanější měnový pár světa se řídí rozdílem úrokových sazeb eura a dolaru. Co sledovat.',
    ],
    leverage: [
      'Rizika v praxi: co páka skutečně dělá s vaším účtem',
      'Páka snižuje marži potřebnou pro pozici; nemění zisk ani ztrátu na pip.',
    ],
    'stop-out': [
      'Rizika v praxi: jak funguje stop-out a jak se mu vyhnout',
      'Když míra rizika klesne na úroveň stop-outu, pozice se automaticky uzavírají, počínaje tou s největší ztrátou.',
    ],
    'oil-inventories': [
      'Komentář k ropě: proč je pro WTI důležitá středa',
      'Týdenní data o zásobách v USA, rozhodnutí OPEC+ a světová poptávka: co hýbe cenou ropy.',
    ],
    'pending-orders': [
      'Jak fungují čekající příkazy v Lotline',
      'Nastavte požadovanou cenu a příkaz se otevře sám, jakmile ji trh dosáhne. Marže a poplatek se rezervují při zadání.',
    ],
    'stop-loss': [
      'Rizika v praxi: kam umístit stop-loss a take-profit',
      'Stop-loss patří tam, kde se váš nápad ukáže jako mylný, ne do náhodné vzdálenosti. Jak nastavit obojí v aplikaci.',
    ],
    'yen-pairs': [
      'Obchodování jenových párů: jak se počítá marže a zisk u USD/JPY',
      'Páry kótované v jenech se vypořádávají v USD podle aktuálního kurzu. Co to znamená pro čísla, která vidíte.',
    ],
    'weekend-hours': [
      'Obchodní hodiny a víkendové mezery: co a kdy zavírá',
      'Forex, kovy, indexy a energie o víkendu (UTC) zavírají, kryptoměny nikdy. Jak mezera ovlivní vaše stopy.',
    ],
    'negative-balance': [
      'Ochrana před záporným zůstatkem na každém účtu',
      'Ať se trh pohne jakkoli rychle, váš zůstatek nikdy neklesne pod nulu. Takto to funguje.',
    ],
  },
  fa: {
    'demo-reset': [
      'حساب آزمایشی اکنون با یک لمس بازنشانی می‌شود',
      'هر زمان خواستید حساب تمرینی خود را با موجودی ۱۰۰٬۰۰۰ دلار از نو شروع کنید.',
    ],
    'gold-weekly': [
      'چشم‌انداز هفتگی طلا: دلار و بازده واقعی مسیر را تعیین می‌کنند',
      'چه عواملی XAU/USD را حرکت می‌دهد، خریداران و فروشندگان کجا جمع می‌شوند و اندازهٔ معامله با لات‌های ۱۰۰ اونسی چگونه تعیین می‌شود.',
    ],
    'btc-weekly': [
      'چشم‌انداز هفتگی بیت‌کوین: معامله در بازاری که هرگز تعطیل نمی‌شود',
      'BTC/USD شبانه‌روزی و حتی آخر هفته معامله می‌شود. چگونه برای نوسان در بازاری بدون زمان بسته‌شدن آماده شویم.',
    ],
    'eurusd-weekly': [
      'چشم‌انداز هفتگی EUR/USD: دو بانک مرکزی، یک نرخ ارز',
      'پرمعامله‌ترین جفت‌ارز جهان با اختلاف نرخ بهرهٔ یورو و دلار حرکت می‌کند. آنچه باید دنبال کنید.',
    ],
    leverage: [
      'آموزش ریسک: اهرم واقعاً با حساب شما چه می‌کند',
      'اهرم مارجین لازم برای معامله را کم می‌کند؛ سود یا زیان هر پیپ را تغییر نمی‌دهد.',
    ],
    'stop-out': [
      'آموزش ریسک: استاپ‌اوت چگونه کار می‌کند و چطور از آن دوری کنیم',
      'وقتی نرخ ریسک به سطح استاپ‌اوت برسد، معاملات به‌طور خودکار و از بزرگ‌ترین زیان بسته می‌شوند.',
    ],
    'oil-inventories': [
      'تحلیل بازار نفت: چرا چهارشنبه برای WTI مهم است',
      'آمار هفتگی ذخایر آمریکا، تصمیم‌های اوپک‌پلاس و تقاضای جهانی: راهنمای عوامل مؤثر بر قیمت نفت خام.',
    ],
    'pending-orders': [
      'سفارش‌های در انتظار در Lotline چگونه کار می‌کنند',
      'قیمت دلخواه را تعیین کنید؛ وقتی بازار به آن برسد سفارش خودبه‌خود باز می‌شود. مارجین و کارمزد هنگام ثبت سفارش رزرو می‌شوند.',
    ],
    'stop-loss': [
      'آموزش ریسک: تعیین حد ضرر و حد سود',
      'حد ضرر جایی قرار می‌گیرد که ایدهٔ شما نادرست ثابت شود، نه در فاصله‌ای دلخواه. نحوهٔ تنظیم هر دو در برنامه.',
    ],
    'yen-pairs': [
      'معامله جفت‌ارزهای ین: مارجین و سود USD/JPY چگونه محاسبه می‌شود',
      'جفت‌ارزهایی که به ین قیمت‌گذاری می‌شوند با نرخ جاری به دلار تسویه می‌شوند. معنای آن برای اعدادی که می‌بینید.',
    ],
    'weekend-hours': [
      'ساعات بازار و گپ‌های آخر هفته: چه چیزی و کی تعطیل می‌شود',
      'فارکس، فلزات، شاخص‌ها و انرژی آخر هفته (UTC) تعطیل‌اند؛ رمزارزها هرگز. تأثیر گپ بر حد ضرر شما.',
    ],
    'negative-balance': [
      'محافظت از موجودی منفی برای همهٔ حساب‌ها',
      'بازار هر قدر هم سریع حرکت کند، موجودی شما هرگز زیر صفر نمی‌رود. روش کار آن را ببینید.',
    ],
  },
  fi: {
    'demo-reset': [
      'Demotilin voi nyt nollata yhdellä napautuksella',
      'Aloita harjoitustili alusta 100 000 USD:n saldolla milloin haluat.',
    ],
    'gold-weekly': [
      'Kullan viikkonäkymä: dollari ja reaalikorot määräävät suunnan',
      'Mikä liikuttaa XAU/USD:ta, missä ostajat ja myyjät kohtaavat ja miten position koko mitoitetaan 100 unssin eriin.',
    ],
    'btc-weekly': [
      'Bitcoinin viikkonäkymä: kaupankäyntiä markkinalla, joka ei koskaan sulje',
      'BTC/USD:llä käydään kauppaa ympäri vuorokauden, myös viikonloppuisin. Näin varaudut heiluntaan ilman sulkemisaikaa.',
    ],
    'eurusd-weekly': [
      'EUR/USD:n viikkonäkymä: kaksi keskuspankkia, yksi valuuttakurssi',
      'Maailman vaihdetuin valuuttapari seuraa euron ja dollarin korkoeroa. Tätä kannattaa seurata.',
    ],
    leverage: [
      'Riskikoulu: mitä vipu todella tekee tilillesi',
      'Vipu pienentää position vaatimaa marginaalia; se ei muuta voittoa tai tappiota pipiä kohden.',
    ],
    'stop-out': [
      'Riskikoulu: miten stop-out toimii ja miten sen välttää',
      'Kun riskiaste laskee stop-out-tasolle, positiot suljetaan automaattisesti suurimmasta tappiosta alkaen.',
    ],
    'oil-inventories': [
      'Öljymarkkinakatsaus: miksi keskiviikko on tärkeä WTI:lle',
      'Yhdysvaltain viikoittaiset varastotiedot, OPEC+:n päätökset ja maailman kysyntä: mikä liikuttaa raakaöljyn hintaa.',
    ],
    'pending-orders': [
      'Näin odottavat toimeksiannot toimivat Lotlinessa',
      'Aseta haluamasi hinta, ja toimeksianto avautuu itsestään, kun markkina saavuttaa sen. Marginaali ja palkkio varataan jo toimeksiantoa tehtäessä.',
    ],
    'stop-loss': [
      'Riskikoulu: stop-lossin ja take-profitin asettaminen',
      'Stop-loss kuuluu hintaan, jossa kaupan idea osoittautuu vääräksi, ei satunnaiselle etäisyydelle. Näin asetat molemmat sovelluksessa.',
    ],
    'yen-pairs': [
      'Jeniparien kaupankäynti: miten USD/JPY:n marginaali ja voitto lasketaan',
      'Jeneissä noteeratut parit selvitetään dollareissa nykyisellä kurssilla. Mitä se tarkoittaa näkemillesi luvuille.',
    ],
    'weekend-hours': [
      'Kaupankäyntiajat ja viikonlopun hintakuilut: mikä sulkeutuu ja milloin',
      'Valuutat, metallit, indeksit ja energia ovat kiinni viikonloppuisin (UTC), kryptot eivät koskaan. Miten hintakuilu vaikuttaa stoppeihisi.',
    ],
    'negative-balance': [
      'Negatiivisen saldon suoja kaikilla tileillä',
      'Liikkui markkina miten nopeasti tahansa, saldosi ei koskaan laske alle nollan. Näin se toimii.',
    ],
  },
  et: {
    'demo-reset': [
      'Demokonto saab nüüd ühe puudutusega lähtestada',
      'Alusta harjutuskontot igal ajal uuesti 100 000 USD saldoga.',
    ],
    'gold-weekly': [
      'Kulla nädalaväljavaade: suuna määravad dollar ja reaalintressid',
      'Mis liigutab XAU/USD-d, kuhu ostjad ja müüjad koonduvad ning kuidas valida positsiooni suurust 100-untsiste lotidega.',
    ],
    'btc-weekly': [
      'Bitcoini nädalaväljavaade: kauplemine turul, mis kunagi ei sulgu',
      'BTC/USD-ga kaubeldakse ööpäev läbi, ka nädalavahetusel. Kuidas valmistuda volatiilsuseks, kui turg ei sulgu.',
    ],
    'eurusd-weekly': [
      'EUR/USD nädalaväljavaade: kaks keskpanka, üks vahetuskurss',
      'Maailma enim kaubeldav valuutapaar järgib euro ja dollari intressivahet. Mida jälgida.',
    ],
    leverage: [
      'Riskiõpe: mida finantsvõimendus tegelikult teie kontoga teeb',
      'Võimendus vähendab positsiooni jaoks vajalikku marginaali; see ei muuda kasumit ega kahjumit pipi kohta.',
    ],
    'stop-out': [
      'Riskiõpe: kuidas stop-out toimib ja kuidas seda vältida',
      'Kui riskimäär langeb stop-out tasemele, suletakse positsioonid automaatselt, alustades suurimast kahjumist.',
    ],
    'oil-inventories': [
      'Naftaturu kommentaar: miks on kolmapäev WTI jaoks oluline',
      'USA iganädalased varude andmed, OPEC+ otsused ja ülemaailmne nõudlus: mis liigutab toornafta hinda.',
    ],
    'pending-orders': [
      'Kuidas ootel orderid Lotline’is toimivad',
      'Määrake soovitud hind ja order avaneb ise, kui turg selleni jõuab. Marginaal ja tasu broneeritakse orderi esitamisel.',
    ],
    'stop-loss': [
      'Riskiõpe: stop-lossi ja take-profiti paigutamine',
      'Stop-loss käib sinna, kus teie tehingu idee osutub valeks, mitte juhuslikule kaugusele. Kuidas mõlemad rakenduses seada.',
    ],
    'yen-pairs': [
      'Jeenipaaridega kauplemine: kuidas arvutatakse USD/JPY marginaal ja kasum',
      'Jeenides noteeritud paarid arveldatakse dollarites kehtiva kursiga. Mida see tähendab teie nähtavatele numbritele.',
    ],
    'weekend-hours': [
      'Kauplemisajad ja nädalavahetuse hinnalüngad: mis ja millal sulgub',
      'Valuutad, metallid, indeksid ja energia on nädalavahetusel (UTC) suletud, krüpto mitte kunagi. Kuidas hinnalünk teie stoppe mõjutab.',
    ],
    'negative-balance': [
      'Negatiivse saldo kaitse igal kontol',
      'Ükskõik kui kiiresti turg liigub, ei lange teie saldo kunagi alla nulli. Nii see toimib.',
    ],
  },
};
