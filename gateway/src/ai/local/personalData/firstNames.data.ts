/**
 * First names given in Berlin 2012–2023 at least ten times (all positions, all genders), from the
 * LABO / BerlinOnline open data; source, licence and how it was made: README.md beside this file.
 * Generated, one string so the module costs one allocation; do not edit by hand.
 */
export const FIRST_NAMES_TEXT = `
Aaliyah Aarav Aaron Aayan Abbas Abby Abd Abdallah Abdel Abdelrahman Abdo Abdul Abdul-Rahman Abdulaziz
Abdulhamid Abdulkadir Abdulkarim Abdullah Abdulrahman Abdurahman Abdurrahman Abed Abel Abena Abid Abidin
Abigail Abir Abraham Abu Abubakar Abubakr Ace Acelya Açelya Achilleas Achilles Achim Ada Adam Adama Adanna
Adar Aday Adea Adel Adela Adelaide Adele Adèle Adelheid Adelia Adelina Adeline Adelisa Adelya Adem Aden Adham
Adi Adil Adile Adin Adina Adis Adisa Adna Adnan Adolf Adonis Adrian Adrián Adriana Adrianna Adriano Adriel
Adrien Adrienne Adrijan Adrijana Adwoa Aeneas Aenna Aenne Afia Afra Agata Agatha Agathe Agit Aglaia Agnes
Agnès Agnieszka Ahad Ahlam Ahmad Ahmed Ahmedova Ahmet Ahsen Ai Aicha Aid Aida Aidan Aiden Aiko Aila Aileen
Aimé Aimee Aimée Aina Ainhoa Aino Aischa Aişe Aisha Aissatou Aitana Aiyana Ajan Ajay Ajdin Ajla Ajlin Ajna
Akay Akbar Aki Akif Akil Akim Akin Akira Akın Akosua Akram Aksa Aksel Akua Al Alaa Alaia Alaïa Alain Alan
Alana Alani Alara Alaric Alaya Alaz Alba Alban Albert Alberta Albertine Alberto Albin Albina Albion Albrecht
Aldin Aldo Alea Aleah Aleandro Alec Aleen Alejandra Alejandro Alejna Alek Aleks Aleksandar Aleksander
Aleksandr Aleksandra Aleksandrov Aleksandrova Aleksandrovič Aleksandrovna Alekseevič Alekseevna Aleksej Aleksi
Aleksieva Alen Alena Alenia Alesia Alesio Alessa Alessandra Alessandro Alessia Alessio Alev Alex Alexa
Alexander Alexandr Alexandra Alexandre Alexandro Alexandros Alexandrovič Alexandrovna Alexandru Alexej Alexey
Alexia Alexis Aleya Aleyna Alfie Alfons Alfonso Alfred Alfredo Ali Alia Aliah Aliana Alica Alican Alice Alicia
Alicja Alida Aliev Alieva Alihan Alija Aliki Alim Alima Alin Alina Aline Alisa Alisha Alisia Alison Alissa
Alissia Alisya Alita Alix Aliya Aliyah Aliyar Aliye Aliza Alizée Aljona Aljoscha Aljosha Alla Allah Allan
Allegra Allen Allison Alma Almas Almila Almin Almina Almir Almira Alois Alon Alonso Aloys Alp Alparslan
Alpaslan Alpay Alper Alperen Alpha Altan Altay Alva Alvar Alvaro Álvaro Alvi Alvin Alwin Alwina Alwine Aly
Alya Alycia Alysha Alyssa Ama Amadea Amadeo Amadeus Amadou Amaia Amal Amali Amalia Amalie Amalija Amaliya
Amalya Aman Amanda Amandine Amando Amandus Amani Amar Amara Amarachi Amari Amaro Amaru Amata Amatullah Amaury
Amaya Amber Ambra Amed Amedeo Amel Amela Ameli Amelia Amélia Amelie Amélie Amelija Amelina Amelio Amely Amelya
Amena Amer Amias Amil Amila Amilia Amin Amina Aminata Amine Amir Amira Amirah Amit Amjad Ammar Amna Amon Amos
Amr Amra Amrei Amy An Ân Ana Anabel Anabell Anabella Anabelle Anahí Anahita Anais Anaïs Anakin Anand Ananda
Anas Anastasia Anastasija Anastasios Anastazja Anatol Anatoli Anaya Anays Anders Anderson Andi Andjelina Andor
Andra András Andre André Andrea Andreas Andreea Andreevič Andreevna Andrei Andreia Andrej Andres Andrés Andrew
Andrey Andrijana Andrin Andrzej Andy Anel Anela Anelia Anelio Anes Anesa Aneta Anett Ange Angel Angela Angeli
Angelie Angelika Angelina Angeline Angelique Angelo Angelos Angelov Angelova Anh Ánh Ani Ania Aniela Anik
Anika Aniko Anil Anila Anina Anis Anisa Anisha Anisia Anissa Anita Anıl Anja Anjali Anjo Anka Anke Ann Anna
Anna-Lena Anna-Maria Anna-Marie Anna-Sophie Annabel Annabell Annabella Annabelle Annalena Anne Anne-Marie
Annegret Anneke Anneli Annelie Annelies Anneliese Annelise Annemarie Annett Annette Anni Annie Annik Annika
Annina Anno Anny Anouar Anouk Anoush Anselm Ansgar Ante Anthea Anthony Antje Antoine Antoinette Anton
Antonella Antoni Antonia Antonie Antonin Antonín Antonina Antonio António Antonios Antonius Antonovič
Antonovna Antony Anu Anuar Anuk Anuuk Anwar Apollo Apollonia Apolonia April Ara Arafat Aram Aramis Aran Aras
Araz Arda Arden Ardian Are Arel Aren Ares Arham Ari Aria Ariadne Arian Ariana Ariane Arianna Arie Ariel
Ariella Arielle Arif Arijan Arijana Arik Arin Arîn Arina Ario Arion Aris Aristide Ariya Ariyan Arjen Arjun
Arjuna Arkadiusz Arlind Arlo Arman Armand Armanda Armando Armin Armina Arminius Arne Arnim Arno Arnold Aroha
Aron Arsen Arsenij Arslan Art Artem Artemis Arthur Artin Artiom Artjom Arto Artur Arturo Artus Arun Arved
Arvid Arvin Arvo Arwa Arwen Arwin Arya Aryan Arzu Asad Asaf Asal Asan Asare Aseel Asel Asen Asena Asenat
Asenov Asenova Asher Ashley Ashraf Asia Asija Asil Asim Asiya Asiyah Asiye Asja Aslan Asli Aslı Aslıhan Asma
Asmaa Asmin Asmir Asra Assia Assil Assiya Asta Astor Astrid Asu Asya Ata Atahan Atakan Atanas Atanasov
Atanasova Atef Ateş Athanasios Athena Athina Atila Atilla Atlas Atreju Atréju Atticus Attila Audrey August
Augusta Auguste Augustin Augustina Augustine Augusto Augustus Aulona Aura Aurel Aurela Aurelia Aurelian
Aureliano Aurelie Aurélie Aurelio Aurelius Auri Auron Aurora Austin Autumn Ava Avan Avelina Aveline Avery
Avesta Avi Avid Aviel Avin Aviv Aviva Avram Avşin Awa Axel Aya Ayaan Ayah Ayan Ayana Ayat Ayaz Aybars Aybüke
Ayça Ayda Aydan Ayden Aydin Aydın Ayesha Ayham Ayhan Aykan Aykut Ayla Ayleen Aylin Aylis Ayliz Ayman Aymen
Aynur Ayo Ayomide Ayoub Ayse Ayşe Ayşegül Aysel Ayşenur Aysha Aysima Aysu Aysun Ayten Ayub Ayumi Azaan Azad
Azat Azem Azer Azim Aziz Aziza Azize Azra Babette Bade Bahar Bahoz Baker Baki Bakir Bakr Balduin Baldur Balian
Balthasar Balthazar Bang Banu Bao Bảo Baptiste Baraa Baran Barbara Bärbel Baris Bariş Barış Barnabas Barne
Barry Bartholomäus Bartosz Bas Bashir Basil Basma Bassam Bastian Batoul Batu Batuhan Batul Bayan Bayram Bea
Beat Beata Beate Beatrice Beatris Beatrix Beatriz Beau Bedirhan Bekir Bela Béla Belal Belana Bele Belén
Belinay Belinda Bella Belle Ben Ben-Luca Benaja Bence Bendix Bene Benedict Benedikt Benett Bengt Beniamin
Benicio Benita Benito Benjamin Benji Bennet Bennett Benno Benny Bensu Bent Bente Bento Benyamin Bera Beran
Berat Berdan Beren Berenice Berenike Berfin Beril Berin Beritan Berivan Berk Berkan Berkay Berkin Berlin Berna
Bernadette Bernard Bernardo Bernd Bernhard Bero Berra Berrin Bert Berta Bertha Berzan Bettina Betty Betül
Beverly Beyhan Beyza Beyzanur Bianca Bianka Bibi Bijan Bilal Bilge Bill Billie Billy Binh Bình Binta Bintou
Birgit Birk Bisan Bissan Bjarki Bjarne Björn Blake Blanca Blanka Blessing Blue Bo Bob Boban Bobbie Bobby Bodhi
Bodo Bogdan Bojan Bolin Bonnie Bora Boran Boris Borislav Borisova Borys Bosse Botho Bowie Bradley Brady Brain
Brandon Branko Brayan Brian Briana Brianna Brigitta Brigitte Brooklyn Bruce Bruna Bruno Bryan Buğlem Buğra Bui
Bulut Bünyamin Burak Burhan Burkhard Bushra Büşra Cäcilia Cäcilie Çağan Çağatay Cahit Caio Caitlin Caitlyn
Caius Caja Cajus Caleb Calla Calogero Calvin Cameron Camie Camila Camilla Camille Camillo Camilo Can Canan
Candela Caner Cansu Cao Caprice Cara Carina Carl Carla Carlie Carlina Carlo Carlos Carlota Carlotta Carlson
Carly Carmen Carol Carola Carolin Carolina Caroline Carsten Casey Casimir Caspar Casper Caspian Cassandra
Cassian Cassidy Cassiopeia Cassius Castiel Cát Cataleya Catalina Catarina Caterina Cathaleya Catharina
Catherine Cathleen Cato Cattleya Cayden Cebrail Cecil Cecile Cécile Cecilia Cécilia Cecilie Cecylia Cedric
Cedrik Celal Celeste Céleste Celia Celin Celina Celine Céline Cem Cemal Cemil Cemile Cemre Cengiz Cenk Cennet
Ceren Cesar César Cesur Çetin Cevat Ceyda Ceyla Ceylan Ceylin Cezar Chanel Chantal Charleen Charlene Charles
Charlie Charline Charlize Charlott Charlotta Charlotte Charly Chau Châu Chaya Chayenne Che Chelsea Chen Cheng
Cherry Chester Cheyenne Chi Chiamaka Chiara Chidera Chidubem Chimamanda Chinedu Chioma Chisom Chloe Chloé
Chris Christ Christa Christel Christian Christiana Christiane Christiano Christin Christina Christine Christo
Christoph Christophe Christopher Christos Ciara Cihan Cihangir Cinar Çinar Cindy Ciro Civan Ciwan Çınar Claas
Claire Clara Clarissa Clark Claude Claudia Claudio Claudius Claus Clea Clemens Clément Clementine Cleo Cléo
Coco Cody Cole Colette Colin Collien Collin Conan Công Conner Connor Conny Conor Conrad Constance Constantin
Constantine Constanze Cooper Cora Coralie Cord Corinna Cornelia Cornelius Corvin Cosima Cosimo Cosma Cosmin
Cosmo Cristian Cristiano Cristina Cruz Cuma Cuno Curt Curtis Cynthia Cyril Cyrine Cyrus Daan Dafina Dagmar
Dahab Dahlia Daisy Dajana Dalal Dalia Daliah Dalila Dalina Daliya Dalya Damaris Damian Damien Damijan Damion
Damir Damjan Damla Damon Dan Đan Dana Dang Đăng Dani Dania Danial Danica Daniel Daniela Daniele Daniella
Danielle Daniil Danijel Danil Danilo Daniyal Danjel Danny Dante Danuta Danyal Danyel Daoud Daphne Dara Daria
Darian Darija Darin Darina Dario Daris Darius Dariusz Darja Darko Darleen Darren Darwin Darya Daryan Daryl
Dastan Dat Đạt Dave Davi David Davide Davin Davina Davis Davit Davud Davut Dawid Dawud Daya Dayan Dayana Dea
Dean Debora Deborah Declan Deen Defne Dejan Delal Delia Delian Delilah Delphine Demian Demir Deni Denis Denisa
Denise Denisovič Deniz Dennis Denny Derek Derin Derman Derya Désirée Desmond Despina Destan Destiny Detlef
Detlev Dev Deva Deven Devi Devid Devin Devran Devrim Dewran Dexter Di Dia Diala Diamond Dian Diana Diane Diar
Diara Diarra Dicle Didem Diego Diễm Dieter Dietmar Dietrich Dieu Diệu Dijana Dijar Dila Dilan Dilara Dilay
Dilber Dilek Dillon Dima Dimitar Dimitra Dimitri Dimitrij Dimitrios Dimitris Dimitrov Dimitrova Din Dina Dinh
Đình Dino Dion Dior Diren Dirk Divine Diya Diyan Diyar Djamal Djamila Django Djibril Dmitrievič Dmitrievna
Dmitrovič Dmytrivna Do Doğa Doğan Doğukan Dolores Domenic Domenico Domenik Dominic Dominik Dominika Dominique
Don Donata Donna Donya Dora Doreen Dorian Doris Dorota Dorothea Dorothee Doruk Douglas Dragan Dragana Dries
Dua Duaa Duc Đưć Đức Duha Dũng Dunia Dunja Dunya Dünya Duong Dương Duran Duru Dušan Dustin Duy Duygu Dwayne
Dylan Ebba Eberhard Ebrar Ebru Ebubekir Ece Ecem Eckhard Ecrin Eda Edanur Edda Eddi Eddie Eddy Ede Eden Edgar
Edi Edin Edina Edis Edison Edita Edith Editha Ediz Edmund Edna Edo Edoardo Eduard Eduardo Edvard Edvin Edward
Edwin Efe Efecan Effi Effie Eflin Efnan Efraim Efsun Eftelya Ege Egehan Egemen Egon Egor Eik Eike Eileen Einar
Ekaterina Ekin Ekrem El Ela Elaf Elaina Elaine Elan Elana Elani Elanor Elanur Elara Elay Elaya Elayna Elayne
Elba Elçin Elda Eldar Eldin Elea Eleah Eleanor Eleanore Eleen Elektra Elen Elena Elene Eleni Elenia Elenor
Elenora Elenore Eleonor Eleonora Eleonore Eléonore Eleyna Eleysa Elfi Elfida Elfie Elfriede Elham Eli Elia
Eliah Eliam Elian Elián Eliana Eliane Eliano Elias Elías Elias-Joel Elice Elicia Elida Elie Eliel Elien Elif
Elifnur Elifsu Elija Elijah Elijan Elijas Elin Elina Eline Elino Elinor Elio Elion Eliora Eliot Eliott Elis
Elisa Elisabet Elisabeta Elisabeth Elisabetha Elisabetta Elisaveta Elise Élise Elisei Elisha Elisia Elissa
Eliya Eliyah Eliyan Eliyas Eliz Eliza Elizabeth Elizan Elizaveta Elke Ella Elle Ellen Ellena Elli Ellie Ellin
Ellinor Elliot Elliott Ellis Elly Elma Elmar Elmas Elmedina Elmira Elmo Elodie Élodie Eloghosa Eloisa Eloise
Eloïse Elon Elora Elouan Elouise Eloy Elrik Elsa Elsayed Elsbeth Else Elsie Elva Elvan Elvana Elvin Elvir
Elvira Elvis Elwin Elya Elyana Elyar Elyas Elyes Elyesa Elza Elżbieta Ema Emad Eman Emanuel Emanuela Emanuele
Emel Emeli Emelie Emely Emerson Emi Emil Emila Emile Émile Emili Emilia Emilian Emiliana Emiliano Emilias
Emilie Emilija Emilijan Emilijo Emilio Emilius Emiliya Emiljan Emilov Emilova Emily Emilya Emin Emina Emine
Emir Emira Emircan Emirhan Emma Emma-Sophie Emmanuel Emmanuela Emmanuella Emmanuelle Emmelie Emmett Emmi Emmy
Emna Emrah Emran Emre Emrullah Emy Ena Ender Enea Eneas Enes Engel Engin Enid Enie Enio Enis Enisa Enissa Enja
Enna Enni Ennie Ennio Ennis Enno Enoh Enola Enrico Enrik Enrique Ensar Enver Enya Enzo Ephraim Era Erasmus
Eray Ercan Erdem Erdi Erdmann Eremia Eren Erfan Erhan Erhard Eric Erica Erich Erick Erik Erika Erin Erina
Erion Erkan Erna Ernest Ernestine Ernesto Ernst Erol Ersan Ertan Ertugrul Ertuğrul Erva Ervin Erwin Eryk Esat
Eser Esila Esilya Esin Eskil Eslem Eslina Esma Esmanur Esme Esmé Esmée Esmeralda Espen Esperanza Esra Esraa
Esteban Estefania Estella Estelle Ester Estera Esther Estrella Etem Ethan Ethem Etienne Étienne Etta Eugen
Eugene Eugenia Eunice Europa Eva Eva-Maria Evan Evangeline Eve Evelin Evelina Eveline Evelyn Evelyne Even
Evgenia Evi Evie Evin Evîn Evita Evren Ewa Ewald Ewan Ewelina Eyad Eyk Eylem Eylül Eymen Eyşan Eyüp Ezekiel
Ezgi Ezo Ezra Fabian Fabiano Fabien Fabienne Fabio Fabiola Fabius Fabrice Fabrizio Fadel Fadi Fadia Fadil Fae
Fahad Fahed Fahri Faik Faina Faisal Faith Falco Falk Falko Fanni Fanny Farah Fares Farhan Farid Farida Farin
Faris Farouk Faruk Fatema Fathi Fatih Fatima Fatimah Fatıma Fatma Fatmanur Fatme Fatou Fatoumata Favour Fay
Faye Fayez Fe Federica Federico Fedor Fee Feenja Feli Felia Felian Felias Felice Felicia Felician Felicitas
Felicity Felicja Feliks Felin Felina Feline Felipa Felipe Felix Félix Feliz Felizia Felizitas Femi Femke Fenja
Fenna Fenno Fenris Feodor Feodora Feras Ferdi Ferdinand Ferenc Ferhat Feride Fernanda Fernando Fero Ferris Fey
Feyza Fia Fibi Fidan Fidel Fidelia Fidelius Fiene Fiete Fietje Fikret Filia Filina Filine Filip Filipa Filippa
Filippo Filippos Filiz Filomena Fin Fina Findus Fine Finia Finian Finja Finjas Finlay Finley Finn Finn-Luca
Finnegan Finnian Finnick Finnja Finnlay Finnley Finya Fiodor Fion Fiona Fionn Fiora Fips Firas Firat Firdevs
Fitz Fırat Fjella Fjodor Fjonn Flavia Flavio Fleur Flinn Floki Flor Flora Flore Florence Florens Florentin
Florentina Florentine Flori Florian Florin Florina Florine Floris Floyd Flynn Fouad Fox Franca Frances
Francesca Francesco Franceska Francine Francis Francisca Francisco Franciszek Franco François Françoise Franjo
Frank Franka Frankie Franklin Franz Franziska Franziskus Fred Freda Freddie Freddy Frederic Frédéric Frederick
Frederico Frederik Frederika Frederike Fredi Fredrik Freja Freya Freyja Fria Frida Frido Fridolin Fridtjof
Frieda Friede Friedel Friedemann Frieder Friederike Friedo Friedolin Friedrich Frithjof Fritz Fritzi Fryderyk
Fuad Fuat Furkan Fyn Fynn Fynn-Luca Gabi Gabor Gabriel Gabriela Gabriele Gabriella Gabrielle Gabrijel Gaby Gad
Gael Gaël Gaetano Gaia Gala Galina Galya Gamal Gamze Gaspar Gaspard Gaston Gazi Gemma Genevieve Geneviève
Gennaro Georg George Georges Georgi Georgia Georgiana Georgiev Georgieva Georgina Georgios Gerald Geraldine
Gerard Gérard Gerd Gerda Gereon Gerhard Gerlinde German Gernot Gero Gerome Geronimo Gerrit Gert Gertrud Gesa
Gesine Ghaith Ghassan Ghazal Ghazi Gheorghe Gia Giacomo Giada Gian Giang Gianluca Gianna Gianni Gibril Gideon
Gigi Gilbert Gilda Gina Ginevra Gino Gioele Gioia Giorgi Giorgia Giorgio Giovanna Giovanni Gisela Giselle
Giulia Giuliana Giuliano Giulietta Giulio Giuseppe Gizem Gleb Glen Glenn Gloria Gökçe Gökhan Göktuğ Golda
Gönül Goran Gordon Görkem Gottfried Götz Grace Gracjan Gregor Gregory Greta Gretchen Grete Gretel Grzegorz
Gudrun Guido Gül Gülseren Gülsüm Günes Güneş Güney Gunnar Gunter Günter Günther Gustaf Gustav Gustave Gustavo
Gustaw Guy Gwen Gwendolin Gwendolyn Ha Hà Habib Habiba Hacer Hadassa Hadi Hadia Hadil Hafsa Hagen Hai Hải
Haidar Haider Hailey Hailie Haily Hajar Hajo Hajra Hakan Hakeem Hakim Hala Haley Halid Halil Halim Halima
Halime Halina Halis Halit Halvar Hamad Hamdi Hamed Hamid Hamide Hamit Hamsa Hamza Han Hân Hana Hanadi Hanan
Hani Hania Hanifa Hanife Hanifi Hanim Hanin Hanım Hanka Hanna Hannah Hanne Hannelore Hannes Hanni Hannibal
Hanno Hans Hany Hao Harald Hardy Haris Harley Harmony Haroun Harper Harri Harriet Harrison Harry Hartmut Haru
Harun Harvey Hasan Hashem Hasret Hassan Hatem Hatice Hatun Hauke Hauraa Hava Havin Havva Hawa Hawin Hawraa
Haya Hayal Hayat Haydar Hayden Haylee Hayley Haylie Hazal Hazar Hazel Heaven Heba Hector Héctor Heda Hedda
Hedi Hedwig Hedy Heide Heidemarie Heidi Heidrun Heike Heiko Heiner Heinrich Heinz Heja Hektor Helen Helena
Helene Hélène Helga Helge Helia Helin Hella Hellen Hellena Helma Helmine Helmut Héloïse Helvi Hendrick Hendrik
Hendryk Henk Henner Hennes Henni Henning Henny Henri Henrietta Henriette Henrik Henrike Henrique Henry Henryk
Hera Herbert Hermann Hermina Hermine Herrmann Herta Hertha Heval Hevi Hevin Hiba Hidaya Hien Hieronymus Hieu
Hiếu Hifa Hilal Hilda Hilde Hildegard Hilla Hilma Hilmar Hinata Hind Hinnerk Hinrich Hira Hiranur Hiro Hisham
Hivda Hizir Hızır Ho Hoa Hoai Hoang Hoàng Hoda Holger Hollie Holly Honey Hong Hope Horst Hosna Hossam Hossein
Houda Hristo Hristov Hristova Hubert Hubertus Huda Hugo Hülya Hüma Hümeyra Hung Hùng Hưng Hunter Husam Hüseyin
Hussain Hussam Hussein Huy Huyen Huyền Hyusein Iacov Iago Ian Ianis Iason Iasonas Ibrahim İbrahim Ibrahima
Ibryam Ida Idris Idriss Iga Ignacio Ignacy Igor Igorevič Ihsan Ikenna Ikra İkra Ilaf Ilai Ilan Ilana Ilaria
Ilay İlay Ilaya Ilayda İlayda Ileyna Ilham Ilhan Ilia Ilian Iliana Ilias Ilija Ilijas Ilinca Ilir Iliya Ilja
Iljas Ilka Ilkay Ilker Ilma Ilona Ilsa Ilse Ilva Ilvi Ilvie Ilvy Ilya Ilyan Ilyana Ilyas İlyas Ilyaz Ilyes Ima
Imad Iman Imani Imanuel Immanuel Imogen Imran Imre Ina Inan Inara Inaya Inci İnci India Indigo Indira Ines
Inés Inès Inessa Inga Inge Ingeborg Ingmar Ingo Ingolf Ingrid Inka Insa Inti Io Ioan Ioana Ioanna Ioannis Ion
Iona Ionatan Ionut Ionuț Iosif Iosua Ipek İpek Ira Irem İrem Irena Irene Irène Irfan Irina Irini Iris Irma
Irmak Irmgard Isa İsa Isaac Isaak Isabel Isabela Isabell Isabella Isabelle Isadora Isaia Isaiah Isak Isalie
Ishaan Ishak Isidor Isidora Isis Isla Islam Islamovna Islim İslim Ismael Ismail İsmail Ismet İsmet Isobel
Isolde Isra Israa Israel Issa Issam Iva Ivan Ivana Ivano Ivanov Ivanova Ivanovič Ivanovna Ivar Ivaylov
Ivaylova Iven Ivie Ivo Ivy Iwan Iwinosa Iyad Iyas Izabela Izabella Izet Jaafar Jace Jacek Jack Jackson Jacob
Jacopo Jacqueline Jacques Jad Jada Jade Jaden Jadon Jadwiga Jael Jago Jagoda Jaime Jake Jakob Jakov Jakub
Jalal Jale Jalil Jamain Jamal James Jamie Jamil Jamila Jamilo Jamiro Jamy Jan Jan-Luca Jana Jane Janek Janelle
Janet Janice Janick Janik Janika Janin Janina Janine Janis Janka Janko Jann Janna Jannah Jannat Janne Jannek
Jannes Jannick Jannik Jannika Jannis Janno Jano Janos János Janosch Janosh Janus Janusch Janusz Jaqueline Jara
Jared Jarek Jari Jarik Jarle Jarne Jarno Jaro Jaromir Jaron Jaroslav Jaroslaw Jarvis Jascha Jasha Jasin Jasmin
Jasmina Jasmine Jasna Jason Jaspar Jasper Javier Jawad Jax Jaxon Jay Jayce Jayda Jayden Jaydon Jayla Jaymie
Jayson Jean Jean-Pierre Jeanette Jeanne Jeannette Jeffrey Jelena Jelka Jella Jelle Jemima Jenin Jenke Jenna
Jennie Jennifer Jenny Jens Jeppe Jeremia Jeremiah Jeremias Jeremy Jermain Jermaine Jerome Jeromé Jérôme Jerry
Jerzy Jesaja Jesco Jesko Jesper Jesse Jessica Jessy Jethro Jette Jia Jian Jibrail Jibriel Jibril Jihad Jihan
Jil Jill Jim Jimmy Jin Jinan Jiyan Jo Joa Joachim Joah Joakim Joan Joana Joann Joanna Joanne João Joaquim
Joaquin Joaquín Joas Jocelyn Jochen Jodie Jody Joe Joel Joél Joël Joelina Joelle Joey Johan Johann Johanna
Johanne Johannes John Johnny Johnson Johny Joko Jola Jolanda Jolanta Joleen Jolene Jolie Jolien Jolin Jolina
Joline Jon Jona Jonah Jonas Jonatan Jonathan Joni Jonna Jonne Jonny Jonte Jood Joon Joona Joost Jora Jorah
Jordan Jorden Jordi Jördis Jörg Jorge Jori Jorik Jorin Jorinde Joris Jörn Jos Josa Joscha Joschka Joschua Jose
José Josef Josefa Josefin Josefina Josefine Joseline Joseph Josepha Josephin Josephina Josephine Joséphine
Josh Josha Joshua Josi Josia Josiah Josias Josie Josif Josip Josse Jost Josua Josy Joud Jouline Jounes Jouri
Joury Jovan Jovana Jovin Joy Joyce Jozef Józef Juan Juana Jud Jude Judi Judith Judy Jul Jula Jule Jules Juli
Julia Julian Julián Juliana Juliane Julianna Juliano Julie Julien Julienne Juliet Julietta Juliette Julika
Julina Juline Julio Julius July Juma Jumana Jun Juna June Junes Juni Junia Junior Juniper Junis Juno Junus
Jupiter Jurek Jürgen Juri Jurij Jusef Jussi Justin Justina Justine Justus Justyna Jusuf Jutta Kaan Kabir
Kacper Kader Kadiatou Kadir Kadriye Kağan Kahraman Kai Kaia Kaira Kais Kaisa Kaitlyn Kaito Kaja Kajetan Kajsa
Kajus Kala Kalani Kalea Kaleb Kaleo Kali Kalia Kalina Kalle Kalotta Kamal Kamel Kami Kamil Kamila Kamilla Kani
Kara Karam Karan Kardelen Kareem Karel Karen Kari Karik Karim Karima Karin Karina Karl Karl-Heinz Karla Karli
Karlie Karlina Karline Karlo Karlotta Karlson Karlsson Karol Karola Karolin Karolina Karoline Karsten Kartal
Kasim Kasimir Kaspar Kasper Kassandra Kassem Katalea Kataleya Katalin Katalina Katarina Katarzyna Kate Käte
Katelyn Katerina Kateryna Katharina Käthe Katherina Katherine Kathleen Kathrin Kathy Katie Katinka Katja
Katrin Katrina Katy Kaur Kausar Kay Kaya Kayan Kayden Kayla Kaylee Kayra Kazim Kazimierz Kea Keano Keanu Keira
Keke Kelly Kelvin Kemal Ken Kenai Kenan Kendra Kendrick Kenji Kenneth Kenny Keno Kenza Kenzo Kerem Kerim
Kerstin Kevin Kevser Keyan Khadija Khadijah Khải Khaled Khalid Khalil Khan Khang Khanh Khánh Khoa Khodor Khoi
Khôi Kiaan Kian Kiana Kiano Kiara Kien Kieran Kiều Kiki Kilian Killian Kim Kimani Kimberley Kimberly Kimi
Kimia Kimon Kinan King Kinga Kingsley Kingston Kira Kiran Kiril Kirill Kirk Kirsten Kito Kiyan Kıvanç Kjell
Klaas Klara Klarissa Klaudia Klaus Klea Klee Klemens Kleo Knut Koa Kobe Kofi Koko Kolja Konrad Konstantin
Konstantina Konstantinos Konstanze Koray Korbinian Kornel Kornelia Kornelius Kosma Kosmo Kosta Kostja
Krasimirov Krasimirova Kristian Kristijan Kristin Kristina Kristof Krystian Krystyna Krzysztof Ksawery Ksenia
Ksenija Kuba Kubilay Kübra Kumsal Kuno Kurt Kutay Kuzey Kwabena Kwaku Kwame Kwesi Kyan Kyara Kyle Kylian Kylie
Kymani Kyra Kyrill Lael Laetitia Laetizia Lahja Laia Laila Lais Laith Lala Lale Lam Lâm Lamar Lamia Lamija
Lamin Lamine Lamis Lamiya Lan Lana Lando Lane Lanea Lani Lara Lara-Marie Lara-Sophie Lareen Larin Larina Laris
Larisa Larissa Lars Lasse Laszlo László Latif Latifa Laura Laura-Sophie Laureen Lauren Laurence Laurens
Laurent Laurenz Lauri Laurie Laurin Lauris Lavi Lavie Lavin Lavinia Lawin Lawrence Laya Layal Layan Layana
Layla Layth Lazar Le Lê Lea Léa Lea-Marie Lea-Sophie Leah Lean Léan Leana Leander Leandra Leandro Leano Leart
Leda Ledion Lee Leela Leen Leena Leentje Leeroy Leeve Leeven Leevi Leevke Leia Leif Leila Leilani Leith Leja
Lejla Lela Leland Lele Lelia Lelio Lemmy Lemuel Len Lena Léna Lena-Marie Lena-Sophie Lenard Lene Leni Lenia
Lenie Lenja Lenka Lenn Lennard Lennart Lennert Lennet Lenni Lennie Lennja Lennon Lennox Lenny Leno Lenox Lenya
Lenz Leo Léo Leokadia Leon León Léon Leona Leonard Léonard Leonardo Leonas Leone Leonel Leonhard Leonhardt
Leoni Leonid Leonidas Leonie Léonie Leonie-Sophie Leonis Leonit Leonor Leonora Leonore Leontina Leontine Leony
Leopold Leora Leroy Leslie Leticia Letizia Leto Letty Lev Levan Leve Levent Levente Levi Levia Levian Levin
Levinia Levio Levke Levon Levy Lew Lewi Lewin Lewis Lex Leya Leyan Leyla Leylani Leyli Leyna Li Lia Lia-Sophie
Liah Liam Lian Liana Liane Lianna Liano Liara Lias Libi Lida Lidia Lidija Lidya Lieke Liel Lielle Liem Liêm
Lien Liesbeth Liese Liesel Lieselotte Liev Lieven Lija Lijan Lijana Lika Lila Lilas Lile Lili Lilia Lilian
Liliana Liliane Lilianna Lilien Lilijana Lilit Lilith Lilja Liljana Lilla Lille Lillebror Lillemor Lilli
Lillian Lilliana Lillie Lillien Lillith Lilly Lilo Lilou Lilu Lily Lilya Lilyan Lilyana Lima Limar Lin Lina
Lina-Marie Lina-Sophie Linas Lincoln Linda Linde Lindsay Lindsey Line Linea Linéa Linh Linn Linna Linnea
Linnéa Lino Linus Lio Lioba Lion Liona Lionel Lior Liora Lirian Liron Lis Lisa Lisa-Marie Lisann Lisanne
Lisbeth Lise Liselotte Liska Lissy Liu Liv Liva Livan Livi Livia Livian Livio Livius Liwia Liya Liyah Liyan
Liyana Liz Liza Lizzy Ljiljana Lloyd Loan Loana Loay Logan Loïc Lois Loki Lola Lona Long Loni Lora Loran Lore
Loredana Loreen Lorelai Lorelei Loreley Lorena Lorenz Lorenzo Loresa Loretta Lori Lorian Lorik Lorin Lorîn
Lorina Loris Lorna Lorraine Lothar Lotta Lotte Lotti Lou Louan Louana Louane Louay Loui Louie Louis Louisa
Louise Louna Lounes Lounis Love Lovelyn Lovis Lovisa Lu Lua Luan Luana Luay Luc Luca Lucas Lucca Luce Lucia
Lucía Lucian Luciana Luciano Lucie Lucien Lucienne Lucifer Lucija Lucile Lucille Lucinda Lucio Lucius Łucja
Lucjan Lucky Lucrezia Lucy Ludmila Ludo Ludovica Ludovico Ludwig Luena Lui Luigi Luis Luís Luisa Luise Luiz
Luiza Lujain Luk Luka Lukas Lukasz Łukasz Luke Lukian Lulia Lulu Lumen Lumi Lumina Luna Lunas Lunis Lupita
Lutz Luuk Lux Luz Luzi Luzia Luzie Ly Lya Lyam Lyan Lyana Lydia Lykka Lykke Lyn Lyna Lynn Lyo Lyon Lyra
Lysander Lysann Lysanne Maarten Mabel Mac Maciej Mackenzie Macy Maddox Madelaine Madeleine Madeline Madina
Madison Madita Madleen Madlen Mads Mae Mael Maël Maelle Maëlle Maeva Maeve Mafalda Magali Magalie Magda
Magdalena Magdalene Maged Maggie Magnolia Magnus Maha Mahan Mahdi Maher Mahir Mahmoud Mahmud Mahmut Mahsa
Mahya Mai Maia Maida Maik Maika Maike Maikel Maila Maileen Mailin Mailo Maily Maimouna Maira Maite Maivi Maj
Maja Majd Maje Majed Majid Majvi Mak Makar Maksim Maksimovič Maksym Maksymilian Mala Malaak Malaika Malak
Malcolm Malea Maleen Malek Malena Malene Maleo Małgorzata Mali Malia Maliah Malie Maliha Malik Malika Malin
Malina Malinka Malio Malique Maliya Maliyah Malka Malo Malon Malou Malte Malu Malva Malwina Mamadou Mame Mana
Manal Manar Mandy Manel Manessa Manfred Manh Mạnh Mani Manisa Manissa Manoah Manolo Manon Manou Mansour Mansur
Manu Manuel Manuela Mar Mara Marah Maral Maram Marc Marcel Marcelina Marcella Marcello Marcelo Marcia Marcin
Marco Marcos Marcu Marcus Mare Mareen Marei Mareike Marek Maren Mares Marga Margaret Margareta Margarete
Margaretha Margarethe Margarita Margaux Margherita Margit Margitta Margo Margot Margret Margrit Marguerite
Mari Maria María Mariam Mariama Marian Mariana Marianna Marianne Mariano Maribel Marie Marie-Louise
Marie-Luise Marie-Sophie Marieke Mariel Mariella Marielle Mariem Marietta Marija Marijan Marijana Marika
Marike Mariko Marilena Marilou Marilyn Marin Marina Marine Marino Marinus Mario Marion Maris Marisa Marisol
Marissa Marit Marita Marius Mariusz Mariya Marja Marjan Mark Marko Markus Marla Marleen Marlen Marlena Marlene
Marlène Marley Marli Marlie Marlies Marlin Marlis Marlo Marlon Marly Marnie Maro Marta Marten Martha Marthe
Marti Martin Martín Martina Martino Martinov Martinova Marty Marvel Marven Marvin Marwa Marwan Marwin Mary
Mary-Jane Marya Maryam Maryem Masa Masal Mascha Masha Mason Massa Massimo Matea Matei Matej Mateja Mateo
Mateusz Mathea Matheo Mathéo Mathias Mathieu Mathilda Mathilde Mathis Matias Matija Matilda Matilde Matin
Matis Mato Mats Mattea Matteo Mattes Matthäus Matthea Mattheo Matthes Matthew Matthias Matthieu Matthis Matti
Mattia Mattis Matts Matvey Matylda Maureen Mauri Maurice Mauricio Mauritz Maurizio Mauro Maverick Mavi Mavie
Mavis Max Maxi Maxie Maxim Maxima Maxime Maximilia Maximilian Maximiliane Maximiliano Maximillian Maximo
Maximovna Maximus Maxine Maxwell May Maya Mayan Mayar Mayla Mayleen Maylin Maylo Mayra Maysa Mayson Mayumi
Mazen Mechthild Medea Medin Medina Medine Meena Meera Megan Meghan Mehdi Mehmed Mehmedov Mehmedova Mehmet Mei
Meike Mela Melani Melania Melanie Melchior Melda Melek Melena Melia Meliah Melih Meliha Melik Melika Melike
Melin Melina Melinay Melinda Melis Melisa Melissa Melitta Meliya Melodi Melodie Melody Melvin Memet Mena
Mendel Menessa Meo Mera Meral Mercan Mercedes Mercy Merdan Meret Meri Meriam Merida Meriem Merit Merjem Merle
Merlin Mert Mertcan Mervan Merve Meryem Messi Mesut Meta Mete Metehan Metin Mette Meva Mey Meyra Mi Mia
Mia-Marie Mia-Sophie Mian Mica Micah Micha Michael Michaela Michail Michal Michał Michalina Michel Michele
Michèle Michelle Mick Micky Mie Mieke Miguel Mihaela Mihai Mihail Mihailo Mihailov Mihajlo Mihra Mihriban
Mihrimah Mija Mijo Mika Mikael Mikail Mike Mikel Mikhail Mikhailovič Mikhailovna Miki Mikkel Mikko Miko
Mikolaj Mikołaj Mila Milad Milaine Milan Milana Milane Milano Milas Milay Milayne Milda Mile Milea Milena
Milenov Milenova Miles Miley Milia Milian Milica Milina Milio Miljan Milla Millie Milly Milo Milon Milos Miloš
Milosz Miłosz Milou Milow Mimi Min Mina Mine Minea Minel Minerva Ming Minh Minha Minka Minna Mino Minoo Minou
Minu Mio Mir Mira Mirabel Mirabell Mirabella Mirabelle Mirac Miraç Miracle Mirai Miral Miran Miranda Miray
Mireille Mirela Mirella Mirhat Miri Miria Miriam Mirjam Mirjana Mirkan Mirko Mirna Miro Miró Miron Miroslav
Miroslava Mirsad Miruna Miryam Mirza Mischa Misha Mislina Mitchell Mitja Miu Miya Mizgin Mo Moana Mogli
Mohamad Mohamed Mohammad Mohammed Mohsen Moira Moise Molly Momme Momo Momoko Mona Monica Monika Monique Monte
Monty Moon Morgan Morice Moritz Morris Morten Moses Mostafa Mouhamed Mouna Mounir Mourice Mousa Moussa Muaz
Mubarak Muhamad Muhamed Muhammad Muhammed Muhammed-Ali Muhammet Muharrem Muhsin Muna Munir Murad Murat Muriel
Musa Musab Müslüm Mussa Mustafa Mustafov Mustapha My Mỹ Mya Myla Myles Mylo Myra Myriam Myron Naa Nabil Nabila
Nada Nader Nadezhda Nadia Nadim Nadin Nadine Nadir Nadja Naeem Nael Naël Naemi Nahla Nahuel Naia Naida Nail
Naila Naim Naïm Naima Naïma Naina Naira Najah Najla Nala Nalani Nalia Nalu Nam Nami Namika Namira Nana Nancy
Nando Nanouk Nanuk Nao Naoki Naomi Nara Narin Nas Naser Nasser Nassim Natali Natalia Natalie Natalija Natan
Nataniel Natascha Natasha Nate Nathalie Nathan Nathanael Nathaniel Nava Naveen Navid Navin Nawal Nawin Naya
Nayeli Nayla Nayra Naz Nazar Nazif Nazim Nazli Nazlı Nazmi Nea Neal Necati Neda Nedim Neel Neela Neele Neemia
Nefeli Nefes Nefise Nehemia Nehir Neil Nejla Nel Nela Nele Nelia Nelio Nell Nella Nelli Nellie Nelly Nelson
Nemo Nena Nenad Neo Nepomuk Nerea Nergiz Nermin Nero Nesrin Nestor Neva Neven Nevia Nevin Nevio Nevis Nevra
Neyla Ngân Ngo Ngoc Ngọc Ngozi Nguyen Nguyên Nguyễn Nhat Nhật Nhi Nhiên Như Nhyira Nia Niam Niamh Nias Nic
Nica Niccolò Nicholas Nick Nicklas Niclas Nico Nicol Nicola Nicolae Nicolai Nicolas Nicolás Nicolaus Nicole
Nicoleta Nicoletta Nida Nidal Nieke Niels Nihad Nihal Nihan Nihat Niilo Nik Nika Nikan Nike Niki Nikias Nikita
Niklas Niko Nikodem Nikol Nikola Nikolaev Nikolaeva Nikolaevna Nikolai Nikolaj Nikolaos Nikolas Nikolaus
Nikolay Nikoleta Nikolina Nikos Nil Nila Nilan Nilas Nilay Nilda Nilo Nils Nima Nina Nino Nio Nira Nisa Nisan
Nisanur Nita Nivin Niya Nizar Noa Noah Noam Noan Noar Noe Noé Noée Noel Noél Noèl Noël Noela Noelia Noelle
Noëlle Noemi Noémi Noëmi Noemie Noémie Noha Nola Nolan Nomi Noomi Noor Nora Norah Norbert Nori Norik Norina
Norma Norman Norwin Nouh Nour Noura Nouri Nova Novalee Novalie Noyan Nuh Nuka Nuno Nur Nura Nuran Nuray Nurgül
Nuri Nuria Nuriel Nya Nyla Obinna Ocean Océane Octavia Oda Odai Oday Odette Odilia Odin Ofelia Ognjen
Ognyanova Oğuz Oğuzhan Ohana Ohemaa Okan Oke Oktay Ola Olaf Olamide Ole Oleg Olegovič Oleksandrivna
Oleksandrìvna Oleksandrovič Olga Olive Oliver Olivia Olívia Olivier Oliwia Oliwier Olympia Omar Omer Ömer Omid
Omran Ömür Ona Onni Onno Onur Oona Ophelia Opoku Orell Orestis Orhan Ori Oriana Orion Orla Orlando Osama
Osariemen Osarugue Oscar Oskar Osman Oswald Othman Otilia Otis Ottilia Ottilie Otto Ottokar Oumar Oumou Ove
Owen Öykü Ozan Özcan Özge Özgür Özlem Pablo Paco Paige Palina Paloma Pamela Pan Panagiotis Paola Paolo Pari
Paris Parker Pars Parsa Pascal Patrice Patricia Patrick Patrik Patrizia Patrycja Patryk Pau Paul Paula Paule
Pauli Paulin Paulina Pauline Paulo Paulus Pavel Pavle Pavlovič Pavlovna Pawel Paweł Payton Paz Pearl Pebbles
Pedro Peer Peggy Pekka Pelin Pelle Penelope Penélope Penny Pepa Pepe Pepita Peppa Pepper Per Percy Peri Perla
Petar Pete Peter Petra Petros Petrovna Petter Peyton Pham Phạm Phan Pharrell Phelina Pheline Phi Phibie Phil
Phileas Philemon Philia Philian Philina Philine Philip Philipa Philipp Philippa Philippe Philippos Phillip
Phillipp Philo Philomena Phineas Phoebe Phoenix Phong Phu Phú Phuc Phúc Phuong Phương Pia Pia-Marie Pierre
Piet Pieter Pietro Pilar Pina Pinar Pino Pio Piotr Piper Pippa Pit Pius Piya Plamenov Plamenova Platon Pola
Polat Polina Polly Pontus Poppy Poyraz Praise Precious Prince Princess Priya Prosper Purity Pusat Qais Qi Quan
Quân Quang Quentin Quinn Quintus Quirin Quoc Quốc Qusay Quynh Quỳnh Raban Rabea Rabia Rabih Rachel Rada Radwan
Rae Rafael Rafaela Rafaella Raffael Raffaele Ragna Ragnar Rahaf Raheem Rahel Rahim Rahime Rahma Rahman Rahul
Rai Raik Rain Rainer Raisa Raissa Raja Rajan Rajana Rakan Ralf Ralph Ram Ramadan Raman Ramazan Rami Ramin
Ramiz Ramiza Ramon Ramón Ramona Rana Randy Rani Rania Ranim Ranya Raoul Raphael Raphaël Raphaela Raquel Rashid
Rasim Rasmus Rasul Raul Raúl Raven Ravi Ravza Rawan Ray Raya Rayan Rayana Rayen Rayhana Rayk Raymond Rayyan
Razan Rea Rebeca Rebecca Rebeka Rebekka Recep Reda Reddy Reem Reeva Regina Regine Rehan Rei Reina Reiner
Reinhard Reinhold Rejan Réka Remi Rémi Remo Remus Remy Rémy Remzi Ren Rena Renas Renata Renate Renato Rene
René Renee Renée Reni Resa Reşit Resul Reto Rey Reyhan Reyyan Reza Rezan Rhea Rhys Ria Riad Rian Riana Ricarda
Ricardo Riccardo Richard Rick Rico Rida Rieke Riem Riham Rihanna Rika Rike Riley Rim Rima Rimas Rina Rio Rion
Rita Ritaj Rital Riva River Riza Roan Robert Roberta Roberto Robin Robinson Robyn Rocco Rocket Rocko Rocky
Roger Rohan Rohat Roj Roja Rojan Rojda Rojhat Rojin Rokaya Roko Roland Rolf Roman Romano Romanovič Romeo Roméo
Romi Romie Romina Romy Ron Rona Ronahi Ronald Ronaldo Ronan Roni Ronja Ronny Ronya Roque Rosa Rosali Rosalia
Rosalie Rosalina Rosanna Rosario Rose Rosé Rosemarie Rosemary Rosi Rosie Rosina Rosmarie Roswitha Roukaya
Rouven Rowan Roxana Roxy Roy Roya Roza Rozalia Rozerin Ruben Rubén Rubi Rubin Rubina Ruby Rudi Rüdiger Rudolf
Rudolph Rudy Rufus Rui Rukaya Ruken Rumen Rumenov Rumenova Rumeysa Rumi Rumo Runa Rune Rupert Ruslan
Ruslanovič Ruslanovna Rut Ruth Ruven Rüya Rüzgar Ryan Ryszard Ryu Saad Saadet Saam Saba Sabah Sabiha Sabina
Sabine Sabri Sabrina Sadi Sadia Sadie Sadik Saeed Safa Safet Safia Safija Safira Safiya Safiye Saga Sahar
Şahin Sahra Said Saida Saif Saim Sait Saja Sajed Sajra Sakina Sakura Salah Salahuddin Salam Saleh Salem Sali
Salih Saliha Salim Salima Salina Saliou Sally Salma Salman Salome Salomé Salomea Salomo Salomon Salvador
Salvatore Salwa Sam Sama Samah Samanta Samantha Samar Samara Samed Samer Samet Sami Samia Samir Samira Samiya
Sammy Samson Samu Samuel Samuil Samy San Sana Sanaa Sanad Sander Sandra Sandro Sandy Sang Sanja Sanna Santiago
Santino Santos Saoirse Saphira Sara Sarafina Sarah Sare Sari Sarina Sarp Sarya Saša Sascha Sasha Saskia Sava
Savannah Savas Savaş Savva Sawyer Saya Sayed Sayfullah Sayra Scarlet Scarlett Scott Sead Sean Sebastian
Sebastián Seda Sedat Sedef Sedra Sefa Sefora Seher Seif Selahattin Selda Selen Selena Selene Selim Selin
Selina Seline Selma Selman Selvi Sem Sema Semanur Semih Semin Semina Semra Sena Senad Senada Senem Senta
Sequoia Serafim Serafin Serafina Serafine Seraphin Seraphina Seraphine Seray Sercan Serdar Seren Serena Serge
Sergeevič Sergeevna Sergej Sergey Sergio Serhad Serhat Şerife Serin Serkan Serpil Serra Servan Setayesh Seth
Sevda Sevde Severin Sevgi Sevim Şevval Seyed Seyid Seyit Seymen Seyyid Shadi Shahd Shahed Shahin Shaima
Shakira Shalom Sham Shams Shanaya Shane Shani Shania Shanice Shanti Sharif Sharleen Sharon Shawn Shayan Sherin
Shirin Shirley Shiva Sia Siar Siara Sibel Sibylle Sidar Siddhartha Sidelya Sidney Sidra Siegfried Sieglinde
Siena Sienna Sigrid Siham Sila Silas Silin Silja Silke Silva Silvan Silvana Silvester Silvia Silvio Sima Simay
Simeon Simeonov Simon Simón Simona Simone Sina Sinan Sinem Singh Sinja Sinje Sira Sirac Siraç Siri Sirin Şirin
Sirius Sissi Sıla Sıraç Skadi Sky Skye Skyla Skylar Skyler Sladjana Smilla Sobhan Soey Sofi Sofia Sofía Sofian
Sofie Sofija Sofya Sol Sole Solea Soleil Soley Sóley Solin Solomon Solveig Son Sonea Songül Sonia Sonja Sonny
Sonya Sophia Sophie Sophie-Charlotte Sophie-Marie Sora Soraya Sören Sorin Souad Soufian Spencer Stacy
Stanislav Stanislaw Stanisław Stanley Steen Stefan Stefania Stefanie Stefano Stefanov Stefanova Steffen Steffi
Stella Stellan Stepan Stephan Stephanie Stephen Steve Steven Stian Stina Stine Storm Stoyanov Stoyanova Stuart
Su Suad Subhan Success Sude Sudenaz Sue Suela Sufyan Suki Şükrü Sulaiman Suleiman Suleyman Süleyman Sullivan
Sultan Sumaja Sumaya Sumeja Sümeyra Sümeyye Sumi Summer Sun Suna Sunay Sundus Sunna Sunniva Sunny Sunshine
Sura Şura Suri Surya Susan Susana Susann Susanna Susanne Susi Suvi Suzan Suzana Suzanne Svea Sven Svenja
Svetlana Swantje Sybille Sydney Syed Syeda Sylvester Sylvia Sylvie Sylwia Szymon Taavi Tabea Tabitha Tadeo
Tadeus Tadeusz Taha Tahir Tahira Tahsin Tai Taim Taio Taisia Tala Talal Talea Taleen Taleja Talha Tali Talia
Talin Talina Talis Talisa Talissa Talitha Taliya Talvi Talya Tam Tâm Tamar Tamara Tamay Tameo Tamer Tami Tamia
Tamika Tamilo Tamim Tamina Tamino Tamira Tamme Tammo Tammy Tamo Tan Tanem Taner Tanja Tao Tapio Tara Taras
Tarek Tarik Tarık Tarja Tarje Taro Taron Tasnim Tassilo Tatiana Tatjana Tavi Taya Tayfun Taylan Tayler Taylor
Taym Tayo Tea Ted Teddy Teim Teo Teodor Teodora Teoman Teona Terence Teresa Tess Tessa Thabo Thaddäus Thaddeus
Thadeus Thai Thái Thalea Thalia Thanh Thành Thao Thảo The Thea Theda Thees Thekla Thelma Theo Théo Theodor
Theodora Theodore Théodore Theodoros Theon Theres Theresa Therese Thérèse Theresia Thessa Thi Thị Thiago
Thibault Thien Thiên Thierry Thies Thilda Thilo Thomas Thor Thora Thorben Thore Thorge Thorin Thorsten Thorvi
Thu Thư Thuy Thùy Thy Thyra Tia Tiago Tiam Tian Tiana Tiara Tiberius Tibet Tibor Tien Tiên Tiến Tiffany Tiger
Tigran Tijan Tijana Til Tilda Tilia Till Tilla Tillman Tillmann Tilly Tilman Tilmann Tilo Tim Timea Timm Timmy
Timo Timofej Timofey Timon Timotei Timothée Timotheus Timothy Timuçin Timur Timurovna Tina Tino Tito Titus
Tizian Tiziano Tjara Tjark Tjelle Tjorven Tobi Tobias Toby Todor Tolga Tom Toma Tomas Tomás Tomasz Tomek
Tomislav Tomke Tomma Tommaso Tommy Tomte Toni Tonia Tonio Tony Toprak Torben Tore Tori Torin Torsten Torvi
Tosca Tove Tra Trà Tracy Tram Trâm Tran Trân Trần Trang Travis Treasure Tri Trí Trim Trinh Tristan Trọng Trúc
Trudi Trung Tu Tú Tuan Tuấn Tuana Tuba Tudor Tue Tuệ Tufan Tuğçe Tuğra Tulin Tuna Tuncay Tung Tùng Tuong Tường
Turan Türkan Tuuli Tyler Tylor Tymon Tymoteusz Tyra Tyrese Tyron Tyrone Tyson Uday Udo Ufuk Uğur Uli Ulla Ulli
Ulrich Ulrike Ulysses Uma Umar Umay Umeyr Ümit Umut Una Undine Uras Uraz Uriel Urs Ursula Uta Ute Uwe Uyen
Uyên Uzay Vadim Vaiana Valea Valencia Valentin Valentín Valentina Valentine Valentino Valentinov Valentinova
Valeri Valeria Valerian Valerie Valérie Valerija Valerio Valery Valeska Van Vân Vanesa Vanessa Vanja Vanya
Varian Varvara Vasile Vasili Vasilije Vasilisa Veda Vedad Vedat Vega Veit Veli Vera Verena Veronica Veronika
Veselinov Vesna Veysel Vi Vianne Vicco Vicente Vicky Vico Victoire Victor Victoria Victory Vida Viet Việt
Viggo Vigo Vihaan Viktor Viktoria Viktorija Viktorovna Ville Vilma Vin Vince Vincent Vincenzo Vinh Vinzent
Vinzenz Viola Violet Violeta Violetta Virginia Vita Vitali Vito Vittoria Vittorio Vitus Vivian Viviana Viviane
Vivien Vivienne Viyan Vlad Vladimir Vladimirovič Vladimirovna Vladislav Vladislavovič Vo Volkan Volker Volkmar
Vornamen Vu Vũ Vuk Vy Wael Wafaa Waldemar Walid Wally Walter Walther Waltraud Wambui Wanda Wang Wanja Ward
Wasim Wassim Wateen Watin Wayne Wei Welat Wendelin Wendy Wenzel Werner Weronika Wesley Wiebke Wieland Wiktor
Wiktoria Wilfried Wilhelm Wilhelmina Wilhelmine Wilko Willem Willi William Willibald Willow Willy Wilma Wilson
Wim Wincent Winfried Winifred Winnie Winona Winston Wisdom Wissam Wito Wladimir Wojciech Wolf Wolfgang Wolfram
Wolke Wotan Wyatt Xander Xaver Xavi Xavier Xenia Xezal Xuan Xuân Yaa Yacine Yacoub Yade Yael Yaël Yağiz Yağız
Yagmur Yağmur Yago Yahya Yakub Yakup Yalda Yamac Yamaç Yaman Yamen Yamina Yamur Yan Yana Yang Yanis Yann
Yannick Yannik Yannis Yaqub Yara Yaren Yari Yaro Yaron Yasar Yaşar Yaseen Yasemin Yaser Yasha Yashar Yasin
Yasir Yasmin Yasmina Yasmine Yasna Yasser Yassin Yassine Yavuz Yaw Yaz Yazan Yeboah Yehia Yehya Yekta Yelda
Yeliz Yella Yen Yến Yi Yigit Yiğit Yildiz Yilmaz Ying Yıldız Ylva Ylvi Ylvie Yma Yoan Yoana Yoann Yoel Yohan
Yoko Yola Yolanda Yolandi Yoldaş Yomna Yona Yonah Yonas Yonatan Yordan Yordanov Yordanova Yorick York Yosef
Yoshi Yoshua Youna Younes Younis Youri Yousef Yousif Yousra Youssef Yousuf Yu Yue Yui Yuki Yukiko Yul
Yuliyanov Yuma Yumer Yumi Yun Yuna Yunes Yunis Yuno Yunus Yuri Yuşa Yusef Yusra Yüsra Yussef Yusuf Yuval Yva
Yve Yves Yvonne Zaara Zacharias Zachary Zafer Zahid Zahide Zahir Zahra Zahraa Zaid Zain Zainab Zakaria
Zakariya Zaki Zana Zane Zara Zarah Zarina Zayan Zayn Zaynab Zazou Zbigniew Zehra Zeid Zein Zeina Zeinab
Zekeriya Zeki Zelal Zelda Zeliha Zena Zeno Zerda Zerya Zeyd Zeyn Zeyneb Zeynel Zeynep Zhivkova Ziad Zian Zidan
Ziggy Zilan Zina Zinedine Zion Zita Ziva Ziya Ziyad Zlatan Zoe Zoé Zoë Zoey Zofia Zohra Zoi Zola Zora Zoran
Zoya Zozan Züleyha Zulfikar Zümra Zuri Zuzanna
`;
